"""mindspore.numpy diff / nancumsum / norm dtypes in MindSpore 2.10 (found widening
tests/st/numpy_native/test_math_ops.py to float64/float16/integer inputs): diff of anything but float16/float32
is computed in float32 and cast back (float64 3.2 is 3.200000048); nancumsum of bool/int8 sums in Int32;
vector p-norms of float16 are Float32 (the final power is a float32 Tensor), ord=0 counts in float32, and the
inf / matrix-1 norms of integers stay integers. msgraph kept float64 exact, Int8/Int64 and Float16, and made
integer norms Float32. mnp.var/std are Tensor.var/std (an integer input's mean is an integer:
var([1, -2, 3, 0, 7, -5]) is 14.67); msgraph's were numpy's (14.22)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn
from _conf import emit

base = np.array([[0.3, -0.7, 2.5], [0., 7., -5.]])
INPUTS = {"f64": base, "f16": base.astype(np.float16), "f32": base.astype(np.float32),
          "i32": np.array([[1, -2, 3], [0, 7, -5]], np.int32), "i8": np.array([[1, -2, 3], [0, 7, -5]], np.int8)}
FUNCS = {"diff": lambda t: mnp.diff(t), "diff_axis0": lambda t: mnp.diff(t, axis=0), "diff_n2": lambda t: mnp.diff(t, 2),
         "nancumsum": lambda t: mnp.nancumsum(t), "nancumsum_axis0": lambda t: mnp.nancumsum(t, 0),
         "norm": lambda t: mnp.norm(t), "norm_axis1": lambda t: mnp.norm(t, axis=1), "norm_ord3": lambda t: mnp.norm(t, 3, axis=1),
         "norm_ord0": lambda t: mnp.norm(t, 0, axis=1), "norm_inf": lambda t: mnp.norm(t, np.inf, axis=1),
         "norm_fro": lambda t: mnp.norm(t, 'fro'), "norm_matrix1": lambda t: mnp.norm(t, 1)}
for fname, fn in FUNCS.items():
    for kind, x in INPUTS.items():
        emit(f"{fname}_{kind}", fn(Tensor(x)), rtol=1e-6 if kind == "f64" else 1e-3)
for kind, x in INPUTS.items():
    emit(f"var_{kind}", mnp.var(Tensor(x)), rtol=1e-6 if kind == "f64" else 1e-3)
    emit(f"std_axis1_ddof1_{kind}", mnp.std(Tensor(x), 1, ddof=1), rtol=1e-6 if kind == "f64" else 1e-3)
    emit(f"var_axis0_keepdims_{kind}", mnp.var(Tensor(x), 0, keepdims=True), rtol=1e-6 if kind == "f64" else 1e-3)
emit("nancumsum_bool", mnp.nancumsum(Tensor(np.array([[True, False, True], [True, True, False]]))))
emit("nancumsum_nan", mnp.nancumsum(Tensor(np.array([1., np.nan, 2.5, np.nan], np.float32))))


class Net(nn.Cell):
    def construct(self, x, h, i):
        return mnp.diff(x), mnp.norm(h, axis=1), mnp.norm(i, np.inf, axis=1), mnp.nancumsum(i), mnp.var(i), mnp.std(i, 1)


emit("cell", Net()(Tensor(base), Tensor(base.astype(np.float16)), Tensor(INPUTS["i8"])), rtol=1e-3)
