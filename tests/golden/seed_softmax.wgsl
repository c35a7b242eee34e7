// Kernel 'row_fence_split' printed by Morph for wgsl (key 676004222889605548).
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

fn morph_max_f32(a_in: f32, b_in: f32) -> f32 {
  var a: f32 = a_in;
  var b: f32 = b_in;
  if (a != a) { return a; }
  if (b != b) { return b; }
  if (a > b) { return a; }
  if (b > a) { return b; }
  return select(a, b, (bitcast<u32>(a) & 0x80000000u) != 0u);
}

@group(0) @binding(0) var<storage, read> p_in0: array<f32>;
@group(0) @binding(1) var<storage, read> p_out0: array<f32>;
@group(0) @binding(2) var<storage, read_write> p_partials: array<f32>;
struct MorphArgs {
  p_in0_len: u32,
  p_out0_len: u32,
  p_partials_len: u32,
  p_rows: u32,
  p_cols: u32,
  morph_pad: u32,
};
@group(1) @binding(0) var<uniform> morph_args: MorphArgs;
var<workgroup> sh0_stage: array<f32, 4096>;
var<workgroup> morph_sg: array<u32, 2048>;  // logical-subgroup shuffle scratch
override morph_wg_x: u32 = 1u;
override morph_wg_y: u32 = 1u;
override morph_wg_z: u32 = 1u;
@compute @workgroup_size(morph_wg_x, morph_wg_y, morph_wg_z)
fn main(@builtin(global_invocation_id) morph_gid: vec3<u32>, @builtin(local_invocation_id) morph_lid3: vec3<u32>,
        @builtin(workgroup_id) morph_grp: vec3<u32>, @builtin(num_workgroups) morph_ngr: vec3<u32>,
        @builtin(local_invocation_index) morph_lidx: u32) {
  // sh0_stage: workgroup shared, declared before main
  let p_in0_len: u32 = morph_args.p_in0_len;
  let p_out0_len: u32 = morph_args.p_out0_len;
  let p_partials_len: u32 = morph_args.p_partials_len;
  let p_rows: u32 = morph_args.p_rows;
  let p_cols: u32 = morph_args.p_cols;
  let morph_lid: u32 = morph_lidx;
  var morph_sgh: u32 = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  var l0: f32 = 0;
  var v0: u32 = p_rows;
  var v1: u32 = p_cols;
  var v2: u32 = 151936u;
  var v3: u32 = morph_lid3.x;
  var v4: u32 = 10u;
  var v5: u32 = v3 >> (v4 & 31u);
  var v6: u32 = morph_grp.x;
  var v7: u32 = 5u;
  var v8: u32 = v6 >> (v7 & 31u);
  var v9: u32 = v8 * v2;
  var v10: u32 = morph_grp.x;
  var v11: u32 = 31u;
  var v12: u32 = v10 & v11;
  var v13: u32 = 31u;
  var v14: u32 = v3 & v13;
  var v15: u32 = 5u;
  var v16: u32 = v3 >> (v15 & 31u);
  var v17: u32 = 32u;
  var v18: u32 = v12 * v17;
  var v19: u32 = v18 + v14;
  var v20: f32 = bitcast<f32>(0xff800000u) /* -inf */;
  l0 = v20;
  var v21: u32 = 1023u;
  var v22: u32 = v2 + v21;
  var v23: u32 = 10u;
  var v24: u32 = v22 >> (v23 & 31u);
  var v25: u32 = 1u;
  var v26: u32 = v2 - v25;
  var v27: u32 = 128u;
  var v28: u32 = 0u;
  for (var v29: u32 = v28; v29 < v24; v29 = select(v29 + v27, v24, v29 > 4294967295u - v27)) {
    var v30: u32 = 0u;
    var v31: u32 = 4u;
    var v32: u32 = 1u;
    for (var v33: u32 = v30; v33 < v31; v33 = select(v33 + v32, v31, v33 > 4294967295u - v32)) {
      var v34: u32 = 32u;
      var v35: u32 = v33 * v34;
      var v36: u32 = v16 + v35;
      var v37: u32 = v29 + v36;
      var v38: u32 = 1024u;
      var v39: u32 = v37 * v38;
      var v40: u32 = v19 + v39;
      var v41: u32 = select(v26, v40, v40 < v26);
      var v42: u32 = v9 + v41;
      var v43: f32 = p_in0[v42];
      var v44: f32 = bitcast<f32>(0xff800000u) /* -inf */;
      var v45: u32 = select(0u, 1u, (v40 < v2));
      var v46: f32 = select(v44, v43, v45 != 0u);
      var v47: u32 = 32u;
      var v48: u32 = v36 * v47;
      var v49: u32 = v48 + v14;
      sh0_stage[v49] = v46;
    }
    storageBarrier(); workgroupBarrier();
    var v50: u32 = 0u;
    var v51: u32 = select(0u, 1u, (v16 == v50));
    if (v51 != 0u) {
      var v52: u32 = 0u;
      var v53: u32 = 128u;
      var v54: u32 = 1u;
      for (var v55: u32 = v52; v55 < v53; v55 = select(v55 + v54, v53, v55 > 4294967295u - v54)) {
        var v56: u32 = 32u;
        var v57: u32 = v55 * v56;
        var v58: u32 = v57 + v14;
        var v59: f32 = sh0_stage[v58];
        var v60: f32 = l0;
        var v61: f32 = morph_max_f32(v60, v59);
        l0 = v61;
      }
    }
    storageBarrier(); workgroupBarrier();
  }
  var v62: f32 = l0;
  var v63: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v62);
  storageBarrier(); workgroupBarrier();
  var v64: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v63 & 31u))]);
  morph_sgh ^= 1024u;
  var v65: f32 = morph_max_f32(v62, v64);
  var v66: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v65);
  storageBarrier(); workgroupBarrier();
  var v67: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v66 & 31u))]);
  morph_sgh ^= 1024u;
  var v68: f32 = morph_max_f32(v65, v67);
  var v69: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v68);
  storageBarrier(); workgroupBarrier();
  var v70: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v69 & 31u))]);
  morph_sgh ^= 1024u;
  var v71: f32 = morph_max_f32(v68, v70);
  var v72: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v71);
  storageBarrier(); workgroupBarrier();
  var v73: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v72 & 31u))]);
  morph_sgh ^= 1024u;
  var v74: f32 = morph_max_f32(v71, v73);
  var v75: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v74);
  storageBarrier(); workgroupBarrier();
  var v76: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v75 & 31u))]);
  morph_sgh ^= 1024u;
  var v77: f32 = morph_max_f32(v74, v76);
  var v78: u32 = 0u;
  var v79: u32 = select(0u, 1u, (v16 == v78));
  var v80: u32 = 31u;
  var v81: u32 = v3 & v80;
  var v82: u32 = 0u;
  var v83: u32 = select(0u, 1u, (v81 == v82));
  var v84: u32 = v79 & v83;
  if (v84 != 0u) {
    var v85: u32 = 5u;
    var v86: u32 = v19 >> (v85 & 31u);
    var v87: u32 = 2u;
    var v88: u32 = v8 * v87;
    var v89: u32 = 0u;
    var v90: u32 = v88 + v89;
    var v91: u32 = 32u;
    var v92: u32 = v90 * v91;
    var v93: u32 = v92 + v86;
    p_partials[v93] = v77;
  }
}
