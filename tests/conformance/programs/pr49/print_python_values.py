"""print() in graph code given ``type(x)`` of a Tensor or a ``%``-formatted string: Python's print.

MindSpore 2.10 evaluates ``type(x)`` of a graph Tensor and ``"fmt" % args`` by JIT Fallback (PyExecute); a print()
with such an argument is then the fallback's Python print: all arguments on one line, Tensors as ``str`` shows them
(``v: (4,) Float32 <class 'mindspore.common.tensor.Tensor'>``, ``1-2 [0. 1. 2.]``).  msgraph printed them as the
Print op (each argument on its own line, the shape as ``(4)``, Tensors as ``Tensor(shape=...)``).  ``"{}".format``,
f-strings and ``str()`` stay the Print op in both.  (Found by the session 49 printed-output comparison.)"""
import sys
import time

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_stdout


def flushed(fn):
    def run():
        r = fn()
        sys.stdout.flush()
        time.sleep(0.5)
        return r
    return run


class TypeShape(nn.Cell):
    def construct(self, x):
        print("v:", x.shape, x.dtype, type(x))
        return x + 1


class TypeWithTensor(nn.Cell):
    def construct(self, x):
        print("t", type(x), x)
        return x


class TypeOfParameter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.ones(2, np.float32)), name="w")

    def construct(self, x):
        print("p", type(self.w), x * 2)
        return x


class PercentFormat(nn.Cell):
    def construct(self, x):
        print("%d-%d" % (1, 2), x)
        print("v", "%s" % 3, x)
        return x


class OtherFormats(nn.Cell):
    def construct(self, x):
        print("v: {}".format(3), x)
        print(f"v{3}", x)
        print(str(3), x)
        print("s", x.shape, x.dtype)
        return x


X = Tensor(np.arange(4, dtype=np.float32))
for name, cell in (("type_shape", TypeShape), ("type_with_tensor", TypeWithTensor),
                   ("type_of_parameter", TypeOfParameter), ("percent_format", PercentFormat),
                   ("other_formats", OtherFormats)):
    emit_stdout(name, flushed(lambda cell=cell: cell()(X)))
