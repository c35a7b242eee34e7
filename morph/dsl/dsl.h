// The whole authoring surface in one include.
//   #include "morph/dsl/dsl.h"
//   using namespace morph::dsl;
#pragma once
#include "morph/dsl/array.h"
#include "morph/dsl/control.h"
#include "morph/dsl/island.h"
#include "morph/dsl/kernel.h"
#include "morph/dsl/last_workgroup.h"
#include "morph/dsl/scalar.h"
#include "morph/dsl/types.h"
#include "morph/dsl/val.h"
