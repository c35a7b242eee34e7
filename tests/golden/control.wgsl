// Kernel 'golden_control' printed by Morph for wgsl (key 0).
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

@group(0) @binding(0) var<storage, read> p_x: array<f32>;
@group(0) @binding(2) var<storage, read_write> p_out: array<f32>;
struct MorphArgs {
  p_x_len: u32,
  p_n: u32,
  p_out_len: u32,
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
  let p_x_len: u32 = morph_args.p_x_len;
  let p_n: u32 = morph_args.p_n;
  let p_out_len: u32 = morph_args.p_out_len;
  var l0_acc: f32 = 0;
  var l1_k: u32 = 0;
  var v0: u32 = p_n;
  var v1: u32 = morph_gid.x;
  var v2: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  l0_acc = v2;
  var v3: u32 = 0u;
  var v4: u32 = 2u;
  for (var v5: u32 = v3; v5 < v0; v5 = select(v5 + v4, v0, v5 > 4294967295u - v4)) {
    var v6: f32 = bitcast<f32>(0x42c80000u) /* 100 */;
    var v7: f32 = p_x[v5];
    var v8: u32 = select(0u, 1u, (v7 > v6));
    if (v8 != 0u) {
      break;
    }
    var v9: f32 = p_x[v5];
    var v10: f32 = l0_acc;
    var v11: f32 = v10 + v9;
    l0_acc = v11;
  }
  var v12: u32 = 0u;
  l1_k = v12;
  loop {
    var v13: u32 = l1_k;
    var v14: u32 = select(0u, 1u, (v13 < v1));
    if (v14 == 0u) { break; }
    var v15: u32 = 1u;
    var v16: u32 = l1_k;
    var v17: u32 = v16 + v15;
    l1_k = v17;
    var v18: u32 = 7u;
    var v19: u32 = l1_k;
    var v20: u32 = select(0u, 1u, (v19 == v18));
    if (v20 != 0u) {
      break;
    } else {
      var v21: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
      var v22: f32 = l0_acc;
      var v23: f32 = v22 * v21;
      l0_acc = v23;
    }
  }
  var v24: i32 = bitcast<i32>(v0);
  var v25: i32 = 3;
  var v26: i32 = 2;
  for (var v27: i32 = v25; v27 < v24; v27 = select(v27 + v26, v24, v27 > 2147483647 - v26)) {
    var v28: f32 = morph_i32_to_f32(v27);
    var v29: f32 = l0_acc;
    var v30: f32 = v29 - v28;
    l0_acc = v30;
  }
  var v31: f32 = l0_acc;
  p_out[v1] = v31;
}
