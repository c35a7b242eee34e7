// Kernel 'golden_storage' printed by Morph for wgsl (key 0).
fn morph_u32_to_f32(x_in: u32) -> f32 {
  var x: u32 = x_in;
  var hi: f32 = f32(x >> 16u);
  var lo: f32 = f32(x & 0xffffu);
  var h: f32 = hi * bitcast<f32>(0x47800000u);
  var s: f32 = h + lo;
  return s;
}

fn morph_i32_to_f32(x_in: i32) -> f32 {
  var x: i32 = x_in;
  var m: u32 = select(bitcast<u32>(x), 0u - bitcast<u32>(x), x < 0);
  var f: f32 = morph_u32_to_f32(m);
  return select(f, bitcast<f32>(bitcast<u32>(f) ^ 0x80000000u), x < 0);
}

fn morph_find_msb(x_in: u32) -> i32 {
  var x: u32 = x_in;
  return i32(firstLeadingBit(x));
}

fn morph_f16_to_f32(h_in: u32) -> f32 {
  var h: u32 = h_in;
  var sign: u32 = (h & 0x8000u) << 16;
  var e: u32 = (h >> 10) & 0x1fu;
  var m: u32 = h & 0x3ffu;
  if (e == 0x1fu) { return bitcast<f32>(sign | 0x7f800000u | (m << 13) | (select(0u, 0x00400000u, m != 0u))); }
  if (e != 0u) { return bitcast<f32>(sign | ((e + 112u) << 23) | (m << 13)); }
  if (m == 0u) { return bitcast<f32>(sign); }
  var f: u32 = 113u;
  while ((m & 0x400u) == 0u) { m <<= 1; f -= 1u; }
  return bitcast<f32>(sign | (f << 23) | ((m & 0x3ffu) << 13));
}

fn morph_f32_to_f16(x_in: f32) -> u32 {
  var x: f32 = x_in;
  var u: u32 = bitcast<u32>(x);
  var sign: u32 = (u >> 16) & 0x8000u;
  var a: u32 = u & 0x7fffffffu;
  if (a > 0x7f800000u) { return sign | 0x7e00u; }
  if (a >= 0x47800000u) { return sign | 0x7c00u; }
  var e: u32 = a >> 23;
  if (e >= 113u) {
    var r: u32 = a - (112u << 23);
    var lsb: u32 = (r >> 13) & 1u;
    r += 0xfffu + lsb;
    return sign | (r >> 13);
  }
  if (e < 102u) { return sign; }
  var m: u32 = (a & 0x7fffffu) | 0x800000u;
  var shift: u32 = 126u - e;
  var q: u32 = m >> shift;
  var rem: u32 = m & ((1u << shift) - 1u);
  var tie: u32 = 1u << (shift - 1u);
  if (rem > tie || (rem == tie && (q & 1u) != 0u)) { q += 1u; }
  return sign | q;
}

fn morph_bf16_to_f32(h_in: u32) -> f32 {
  var h: u32 = h_in;
  return bitcast<f32>(h << 16);
}

fn morph_f32_to_bf16(x_in: f32) -> u32 {
  var x: f32 = x_in;
  var u: u32 = bitcast<u32>(x);
  if ((u & 0x7fffffffu) > 0x7f800000u) { return ((u >> 16) & 0x8000u) | 0x7fc0u; }
  var lsb: u32 = (u >> 16) & 1u;
  u += 0x7fffu + lsb;
  return u >> 16;
}

@group(0) @binding(0) var<storage, read> p_h: array<u32>;  // packed 16-bit elements
@group(0) @binding(1) var<storage, read> p_g: array<u32>;  // packed 16-bit elements
@group(0) @binding(2) var<storage, read> p_c: array<u32>;  // packed 8-bit elements
@group(0) @binding(3) var<storage, read> p_u: array<u32>;  // packed 8-bit elements
@group(0) @binding(4) var<storage, read_write> p_ho: array<atomic<u32>>;  // packed 16-bit elements
@group(0) @binding(5) var<storage, read_write> p_go: array<atomic<u32>>;  // packed 16-bit elements
@group(0) @binding(6) var<storage, read_write> p_co: array<atomic<u32>>;  // packed 8-bit elements
@group(0) @binding(7) var<storage, read_write> p_uo: array<atomic<u32>>;  // packed 8-bit elements
struct MorphArgs {
  p_h_len: u32,
  p_g_len: u32,
  p_c_len: u32,
  p_u_len: u32,
  p_ho_len: u32,
  p_go_len: u32,
  p_co_len: u32,
  p_uo_len: u32,
  morph_pad: u32,
};
@group(1) @binding(0) var<uniform> morph_args: MorphArgs;
override morph_wg_x: u32 = 1u;
override morph_wg_y: u32 = 1u;
override morph_wg_z: u32 = 1u;
@compute @workgroup_size(morph_wg_x, morph_wg_y, morph_wg_z)
fn main(@builtin(global_invocation_id) morph_gid: vec3<u32>, @builtin(local_invocation_id) morph_lid3: vec3<u32>,
        @builtin(workgroup_id) morph_grp: vec3<u32>, @builtin(num_workgroups) morph_ngr: vec3<u32>,
        @builtin(local_invocation_index) morph_lidx: u32) {
  let p_h_len: u32 = morph_args.p_h_len;
  let p_g_len: u32 = morph_args.p_g_len;
  let p_c_len: u32 = morph_args.p_c_len;
  let p_u_len: u32 = morph_args.p_u_len;
  let p_ho_len: u32 = morph_args.p_ho_len;
  let p_go_len: u32 = morph_args.p_go_len;
  let p_co_len: u32 = morph_args.p_co_len;
  let p_uo_len: u32 = morph_args.p_uo_len;
  var v0: u32 = morph_gid.x;
  var v1: f32 = morph_f16_to_f32(u32((p_h[(v0) >> 1u] >> (((v0) & 1u) << 4u)) & 0xffffu));
  _ = atomicAnd(&p_ho[(v0) >> 1u], ~(0xffffu << (((v0) & 1u) << 4u))); _ = atomicOr(&p_ho[(v0) >> 1u], (u32(morph_f32_to_f16(v1)) & 0xffffu) << (((v0) & 1u) << 4u));
  var v2: f32 = morph_bf16_to_f32(u32((p_g[(v0) >> 1u] >> (((v0) & 1u) << 4u)) & 0xffffu));
  _ = atomicAnd(&p_go[(v0) >> 1u], ~(0xffffu << (((v0) & 1u) << 4u))); _ = atomicOr(&p_go[(v0) >> 1u], (u32(morph_f32_to_bf16(v2)) & 0xffffu) << (((v0) & 1u) << 4u));
  var v3: i32 = i32(u32((p_c[(v0) >> 2u] >> (((v0) & 3u) << 3u)) & 0xffu) ^ 0x80u) - 128;
  _ = atomicAnd(&p_co[(v0) >> 2u], ~(0xffu << (((v0) & 3u) << 3u))); _ = atomicOr(&p_co[(v0) >> 2u], (u32((bitcast<u32>(v3) & 0xffu)) & 0xffu) << (((v0) & 3u) << 3u));
  var v4: u32 = u32((p_u[(v0) >> 2u] >> (((v0) & 3u) << 3u)) & 0xffu);
  _ = atomicAnd(&p_uo[(v0) >> 2u], ~(0xffu << (((v0) & 3u) << 3u))); _ = atomicOr(&p_uo[(v0) >> 2u], (u32((v4 & 0xffu)) & 0xffu) << (((v0) & 3u) << 3u));
}
