"""mindspore.numpy unary functions' dtypes and formulas in MindSpore 2.10 (found widening
tests/st/numpy_native/test_math_ops.py to float64/float16/int/bool inputs): ceil computes in float32 whatever
the input, fix/trunc in float16/float32, cbrt in float32/float64, exp2 is tensor_pow(2, x) (integers stay
integers), reciprocal is ops.tensor_div = P.RealDiv (integers divide toward zero), fabs is absolute, deg2rad and
rad2deg are two ops (x * pi / 180), tan is ops.tan, sin/cos/tan take int8/uint8/bool as float16.
msgraph kept float64/float16 dtypes, turned integers into float32 and used other formulas; ops.tensor_div
was true division (Float32 3.5 for RealDiv's Int32 3)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn, ops
from _conf import emit

FLOATS = [0.3, -0.7, 2.5, 0.0, 0.99, -0.5]
INPUTS = {"f64": np.array(FLOATS, np.float64), "f16": np.array(FLOATS, np.float16), "f32": np.array(FLOATS, np.float32),
          "i32": np.array([1, -2, 3, 0, 5, 2], np.int32), "bool": np.array([True, False, True, True, False, False])}
FUNCS = ["ceil", "trunc", "fix", "exp2", "reciprocal", "fabs", "deg2rad", "radians", "rad2deg", "tan", "sin", "cos"]

for name in FUNCS:
    for kind, x in INPUTS.items():
        if name == "reciprocal" and kind in ("i32", "bool"):
            continue   # 1 / 0 in integers: the kernel's INT_MAX (below without zeros)
        emit(f"{name}_{kind}", getattr(mnp, name)(Tensor(x)), rtol=1e-5)
nz = np.array([1, -2, 3, 7, 5, 2], np.int32)
emit("reciprocal_i32_nonzero", mnp.reciprocal(Tensor(nz)))
emit("cbrt_f16", mnp.cbrt(Tensor(np.array([0.3, -0.7, 2.5, 8.], np.float16))), rtol=1e-5)
emit("cbrt_i32", mnp.cbrt(Tensor(np.array([1, -8, 27, 5], np.int32))), rtol=1e-5)
emit("cbrt_f64", mnp.cbrt(Tensor(np.array([0.3, -0.7, 2.5, 8.]))), rtol=1e-9)
a = Tensor(np.array([7, -7, 7, -7, 9], np.int32))
b = Tensor(np.array([2, 2, -2, -2, 3], np.int32))
emit("tensor_div_int", ops.tensor_div(a, b))
emit("tensor_div_int_number", ops.tensor_div(a, 2))
emit("tensor_div_float", ops.tensor_div(Tensor(np.array([7., -7.], np.float32)), Tensor(np.array([2., 4.], np.float32))))


class Net(nn.Cell):
    def construct(self, x, y, z):
        return ops.tensor_div(x, y), mnp.exp2(x), mnp.ceil(z), mnp.reciprocal(y)


emit("cell", Net()(a, b, Tensor(np.array(FLOATS, np.float64))))
