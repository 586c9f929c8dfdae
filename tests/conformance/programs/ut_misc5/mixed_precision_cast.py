"""F.mixed_precision_cast (MindSpore 2.10's MixedPrecisionCast): float Tensors cast to the given type, other
Tensors and Python values unchanged, lists/tuples (nested) returned as tuples; a dict's values are cast in
Graph mode, returned unchanged in PyNative."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.ops import functional as F
from mindspore.common import dtype as mstype
from _conf import emit


def desc(v):
    if isinstance(v, Tensor):
        return [str(v.dtype), v.asnumpy().tolist()]
    if isinstance(v, (list, tuple)):
        return [type(v).__name__, [desc(e) for e in v]]
    if isinstance(v, dict):
        return {k: desc(e) for k, e in v.items()}
    return repr(v)


class Net(nn.Cell):
    def construct(self, x):
        return F.mixed_precision_cast(mstype.float16, x)


a = Tensor(np.array([1.5, 2.25], np.float32))
b = Tensor(np.array([1, 2], np.int32))
c = Tensor(np.array([0.5], np.float64))
cases = {"float32": a, "int32": b, "float64": c, "list": [a, b], "nested": (a, [c]),
         "dict": {"k": a, "j": (b, c)}, "float": 1.0, "int": 3, "none": None}
for label, x in cases.items():
    emit(label, desc(Net()(x)))


class First(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Second()

    def construct(self, ta, tb):
        a16 = F.mixed_precision_cast(mstype.float16, ta)
        b16 = F.mixed_precision_cast(mstype.float16, tb)
        return self.net(a16 - b16, key1=a16, key2={"key": a16})


class Second(nn.Cell):
    def construct(self, tc, **kwargs):
        d = F.mixed_precision_cast(mstype.float16, tc)
        cast = F.mixed_precision_cast(mstype.float16, kwargs)
        return d + cast["key1"] + cast["key2"]["key"]


emit("kwargs_dict", First()(Tensor(np.array([1, 2.5, 3.5]), mstype.float32), Tensor(np.array([4, 5.5, 6.5]), mstype.float32)))
