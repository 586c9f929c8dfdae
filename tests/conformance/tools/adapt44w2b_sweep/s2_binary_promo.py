"""adapt44w2b: the binary functional ops of st/ops/test_ops_[i-z] (sub / mul / pow / maximum / minimum / xlogy /
less / ne / logical_and / true_divide / where / isclose / masked_fill) over a dtype pair matrix (bool, uint8, int32,
int64, float16, float32, float64) and Tensor x Python scalar (int, float, bool): the result dtype and values."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, mint
from _h import case

OPS = {
    "sub": lambda a, b: mint.sub(a, b), "sub_alpha": lambda a, b: mint.sub(a, b, alpha=2),
    "mul": mint.mul, "pow": mint.pow, "maximum": mint.maximum, "minimum": mint.minimum, "xlogy": mint.xlogy,
    "less": mint.less, "ne": mint.ne, "logical_and": mint.logical_and, "true_divide": ops.true_divide,
    "where": lambda a, b: mint.where(Tensor(np.array([True, False, True])), a, b), "isclose": mint.isclose,
    "subtract": ops.subtract, "less_equal": mint.less_equal, "logical_or": mint.logical_or,
}
DT = {"bool": np.bool_, "u8": np.uint8, "i32": np.int32, "i64": np.int64, "f16": np.float16, "f32": np.float32,
      "f64": np.float64}
A = np.array([0.0, 1.0, 3.0])
B = np.array([2.0, 1.0, 0.0])
for on, f in OPS.items():
    for an, at in DT.items():
        for bn, bt in DT.items():
            case(f"{on} {an} {bn}", lambda f=f, a=A.astype(at), b=B.astype(bt): f(Tensor(a), Tensor(b)))
        for sn, s in (("int", 2), ("float", 2.5), ("bool", True)):
            case(f"{on} {an} py{sn}", lambda f=f, a=A.astype(at), s=s: f(Tensor(a), s))
            case(f"{on} py{sn} {an}", lambda f=f, a=A.astype(at), s=s: f(s, Tensor(a)))
for dn, dt in DT.items():
    for vn, v in (("int", 2), ("float", 2.5), ("bool", True), ("t_f32", Tensor(np.array(2.5, np.float32))),
                  ("t_i64", Tensor(np.array(7, np.int64)))):
        case(f"masked_fill {dn} {vn}", lambda a=A.astype(dt), v=v: mint.masked_fill(Tensor(a), Tensor(A > 0), v))
