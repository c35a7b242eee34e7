// Kernel 'golden_vadd' printed by Morph for wgsl (key 0).
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

@group(0) @binding(0) var<storage, read> p_a: array<f32>;
@group(0) @binding(1) var<storage, read> p_b: array<f32>;
@group(0) @binding(2) var<storage, read_write> p_c: array<f32>;
struct MorphArgs {
  p_a_len: u32,
  p_b_len: u32,
  p_c_len: u32,
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
  let p_a_len: u32 = morph_args.p_a_len;
  let p_b_len: u32 = morph_args.p_b_len;
  let p_c_len: u32 = morph_args.p_c_len;
  var v0: u32 = morph_gid.x;
  var v1: u32 = p_c_len;
  var v2: u32 = select(0u, 1u, (v0 < v1));
  if (v2 != 0u) {
    var v3: f32 = p_b[v0];
    var v4: f32 = p_a[v0];
    var v5: f32 = v4 + v3;
    p_c[v0] = v5;
  }
}
