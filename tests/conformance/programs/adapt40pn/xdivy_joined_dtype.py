"""adapt40pn: ``P.Xdivy()`` on operands of two dtypes (MindSpore 2.10 CPU; found adapting
st/pynative/framework/test_implicit_cast.py to mixed-dtype primitives).

MindSpore casts both operands to their joined dtype first: float16 with int64 / int32 is float16 throughout;
msgraph's Xdivy computed the divisor's reciprocal from the int operand (float32) and returned float32.  A bfloat16
operand beside float32 / float16 is computed in float32 (msgraph refused it: "Select CPU operator[OnesLike]").
Forward and GradOperation(get_all) in both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def construct(self, a, b):
        return P.Xdivy()(a, b)


def mk(d, v):
    return Tensor(np.array(v, np.float32), ms.bfloat16) if d == "bf16" else Tensor(np.array(v).astype(d))


X = [[0, 2, -3], [1.5, 0, 4]]
Y = [[1, 0, 2], [3, -2, 0]]
for a, b in (("float16", "int64"), ("float16", "int32"), ("int64", "float16"), ("float32", "int64"),
             ("float16", "float32"), ("float64", "int32"), ("bool", "float16"), ("float32", "bf16"), ("bf16", "float16")):
    emit(f"xdivy_{a}_{b}", Net()(mk(a, X), mk(b, Y)))
    if "bf16" not in (a, b) and a != "int64":
        emit(f"xdivy_{a}_{b}_grad", ops.GradOperation(get_all=True)(Net())(mk(a, X), mk(b, Y))[0])
