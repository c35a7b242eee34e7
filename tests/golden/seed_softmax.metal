// Kernel 'row_fence_split' printed by Morph for metal (key 17194280791414326708).
#include <metal_stdlib>
#pragma METAL fp contract(off)
using namespace metal;
static inline uint as_uint(float x) { return as_type<uint>(x); }
static inline uint as_uint(int x) { return as_type<uint>(x); }
static inline int as_int(float x) { return as_type<int>(x); }
static inline int as_int(uint x) { return as_type<int>(x); }
static inline float as_float(uint x) { return as_type<float>(x); }
static inline float as_float(int x) { return as_type<float>(x); }

static inline float morph_max_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a > b) return a;
  if (b > a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? b : a;
}

kernel void k_row_fence_split(device const float* p_in0 [[buffer(0)]],
    constant uint& p_in0_len [[buffer(1)]],
    device const float* p_out0 [[buffer(2)]],
    constant uint& p_out0_len [[buffer(3)]],
    device float* p_partials [[buffer(4)]],
    constant uint& p_partials_len [[buffer(5)]],
    constant uint& p_rows [[buffer(6)]],
    constant uint& p_cols [[buffer(7)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  threadgroup float sh0_stage[1024];
  threadgroup uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
  uint morph_lid = morph_lid3.x + morph_lsz.x * (morph_lid3.y + morph_lsz.y * morph_lid3.z);
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  float l0 = 0;
  float l1 = 0;
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = 151936u;
  uint v3 = morph_lid3.x;
  uint v4 = 10u;
  uint v5 = v3 >> (v4 & 31u);
  uint v6 = morph_grp.x;
  uint v7 = 5u;
  uint v8 = v6 >> (v7 & 31u);
  uint v9 = v8 * v2;
  uint v10 = morph_grp.x;
  uint v11 = 31u;
  uint v12 = v10 & v11;
  uint v13 = 31u;
  uint v14 = v3 & v13;
  uint v15 = 5u;
  uint v16 = v3 >> (v15 & 31u);
  uint v17 = 32u;
  uint v18 = v12 * v17;
  uint v19 = v18 + v14;
  float v20 = as_float(0xff800000u) /* -inf */;
  l0 = v20;
  uint v21 = 1023u;
  uint v22 = v2 + v21;
  uint v23 = 10u;
  uint v24 = v22 >> (v23 & 31u);
  uint v25 = 1u;
  uint v26 = v2 - v25;
  float v27 = as_float(0xff800000u) /* -inf */;
  float v28 = as_float(0xff800000u) /* -inf */;
  l1 = v28;
  uint v29 = 32u;
  for (uint v30 = v16; v30 < v24; v30 = v30 > 4294967295u - v29 ? v24 : v30 + v29) {
    uint v31 = 1024u;
    uint v32 = v30 * v31;
    uint v33 = v19 + v32;
    uint v34 = v33 < v26 ? v33 : v26;
    uint v35 = v9 + v34;
    float v36 = p_in0[v35];
    uint v37 = (v33 < v2) ? 1u : 0u;
    float v38 = v37 != 0u ? v36 : v27;
    float v39 = l1;
    float v40 = morph_max_f32(v39, v38);
    l1 = v40;
  }
  float v41 = l1;
  uint v42 = 32u;
  uint v43 = v16 * v42;
  uint v44 = v43 + v14;
  sh0_stage[v44] = v41;
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  uint v45 = 0u;
  uint v46 = (v16 == v45) ? 1u : 0u;
  if (v46 != 0u) {
    float v47 = sh0_stage[v14];
    uint v48 = 32u;
    uint v49 = v14 + v48;
    float v50 = sh0_stage[v49];
    uint v51 = 64u;
    uint v52 = v14 + v51;
    float v53 = sh0_stage[v52];
    uint v54 = 96u;
    uint v55 = v14 + v54;
    float v56 = sh0_stage[v55];
    uint v57 = 128u;
    uint v58 = v14 + v57;
    float v59 = sh0_stage[v58];
    uint v60 = 160u;
    uint v61 = v14 + v60;
    float v62 = sh0_stage[v61];
    uint v63 = 192u;
    uint v64 = v14 + v63;
    float v65 = sh0_stage[v64];
    uint v66 = 224u;
    uint v67 = v14 + v66;
    float v68 = sh0_stage[v67];
    uint v69 = 256u;
    uint v70 = v14 + v69;
    float v71 = sh0_stage[v70];
    uint v72 = 288u;
    uint v73 = v14 + v72;
    float v74 = sh0_stage[v73];
    uint v75 = 320u;
    uint v76 = v14 + v75;
    float v77 = sh0_stage[v76];
    uint v78 = 352u;
    uint v79 = v14 + v78;
    float v80 = sh0_stage[v79];
    uint v81 = 384u;
    uint v82 = v14 + v81;
    float v83 = sh0_stage[v82];
    uint v84 = 416u;
    uint v85 = v14 + v84;
    float v86 = sh0_stage[v85];
    uint v87 = 448u;
    uint v88 = v14 + v87;
    float v89 = sh0_stage[v88];
    uint v90 = 480u;
    uint v91 = v14 + v90;
    float v92 = sh0_stage[v91];
    uint v93 = 512u;
    uint v94 = v14 + v93;
    float v95 = sh0_stage[v94];
    uint v96 = 544u;
    uint v97 = v14 + v96;
    float v98 = sh0_stage[v97];
    uint v99 = 576u;
    uint v100 = v14 + v99;
    float v101 = sh0_stage[v100];
    uint v102 = 608u;
    uint v103 = v14 + v102;
    float v104 = sh0_stage[v103];
    uint v105 = 640u;
    uint v106 = v14 + v105;
    float v107 = sh0_stage[v106];
    uint v108 = 672u;
    uint v109 = v14 + v108;
    float v110 = sh0_stage[v109];
    uint v111 = 704u;
    uint v112 = v14 + v111;
    float v113 = sh0_stage[v112];
    uint v114 = 736u;
    uint v115 = v14 + v114;
    float v116 = sh0_stage[v115];
    uint v117 = 768u;
    uint v118 = v14 + v117;
    float v119 = sh0_stage[v118];
    uint v120 = 800u;
    uint v121 = v14 + v120;
    float v122 = sh0_stage[v121];
    uint v123 = 832u;
    uint v124 = v14 + v123;
    float v125 = sh0_stage[v124];
    uint v126 = 864u;
    uint v127 = v14 + v126;
    float v128 = sh0_stage[v127];
    uint v129 = 896u;
    uint v130 = v14 + v129;
    float v131 = sh0_stage[v130];
    uint v132 = 928u;
    uint v133 = v14 + v132;
    float v134 = sh0_stage[v133];
    uint v135 = 960u;
    uint v136 = v14 + v135;
    float v137 = sh0_stage[v136];
    uint v138 = 992u;
    uint v139 = v14 + v138;
    float v140 = sh0_stage[v139];
    float v141 = morph_max_f32(v47, v50);
    float v142 = morph_max_f32(v141, v53);
    float v143 = morph_max_f32(v142, v56);
    float v144 = morph_max_f32(v143, v59);
    float v145 = morph_max_f32(v144, v62);
    float v146 = morph_max_f32(v145, v65);
    float v147 = morph_max_f32(v146, v68);
    float v148 = morph_max_f32(v147, v71);
    float v149 = morph_max_f32(v148, v74);
    float v150 = morph_max_f32(v149, v77);
    float v151 = morph_max_f32(v150, v80);
    float v152 = morph_max_f32(v151, v83);
    float v153 = morph_max_f32(v152, v86);
    float v154 = morph_max_f32(v153, v89);
    float v155 = morph_max_f32(v154, v92);
    float v156 = morph_max_f32(v155, v95);
    float v157 = morph_max_f32(v156, v98);
    float v158 = morph_max_f32(v157, v101);
    float v159 = morph_max_f32(v158, v104);
    float v160 = morph_max_f32(v159, v107);
    float v161 = morph_max_f32(v160, v110);
    float v162 = morph_max_f32(v161, v113);
    float v163 = morph_max_f32(v162, v116);
    float v164 = morph_max_f32(v163, v119);
    float v165 = morph_max_f32(v164, v122);
    float v166 = morph_max_f32(v165, v125);
    float v167 = morph_max_f32(v166, v128);
    float v168 = morph_max_f32(v167, v131);
    float v169 = morph_max_f32(v168, v134);
    float v170 = morph_max_f32(v169, v137);
    float v171 = morph_max_f32(v170, v140);
    l0 = v171;
  }
  float v172 = l0;
  uint v173 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v172);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v174 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v173 & 31u))]);
  morph_sgh ^= 1024u;
  float v175 = morph_max_f32(v172, v174);
  uint v176 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v175);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v177 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v176 & 31u))]);
  morph_sgh ^= 1024u;
  float v178 = morph_max_f32(v175, v177);
  uint v179 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v178);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v180 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v179 & 31u))]);
  morph_sgh ^= 1024u;
  float v181 = morph_max_f32(v178, v180);
  uint v182 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v181);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v183 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v182 & 31u))]);
  morph_sgh ^= 1024u;
  float v184 = morph_max_f32(v181, v183);
  uint v185 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v184);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v186 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v185 & 31u))]);
  morph_sgh ^= 1024u;
  float v187 = morph_max_f32(v184, v186);
  uint v188 = 0u;
  uint v189 = (v16 == v188) ? 1u : 0u;
  uint v190 = 31u;
  uint v191 = v3 & v190;
  uint v192 = 0u;
  uint v193 = (v191 == v192) ? 1u : 0u;
  uint v194 = v189 & v193;
  if (v194 != 0u) {
    uint v195 = 5u;
    uint v196 = v19 >> (v195 & 31u);
    uint v197 = 2u;
    uint v198 = v8 * v197;
    uint v199 = 0u;
    uint v200 = v198 + v199;
    uint v201 = 32u;
    uint v202 = v200 * v201;
    uint v203 = v202 + v196;
    p_partials[v203] = v187;
  }
}
