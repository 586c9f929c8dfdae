"""ops.where(cond, 1, 0) with two Python ints: MindSpore's Graph mode makes them Int32 tensors (the result and
what it is added to are Int32), PyNative Int64.  A float or a Tensor operand is unaffected."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class C(nn.Cell):
    def construct(self, x, b, y):
        return (ops.where(x > 1, 1, 0), ops.where(x > 1, 1, 0) + y, ops.where(x > 1, 1, 0) + x.astype(ms.int8),
                ops.where(x > 1, 1.5, 0), ops.where(x > 1, x, 0), ops.where(b, 1, 2.5), ops.select(b, 2, -1),
                ops.where(b, -1, 7) * 2)


x = ms.Tensor(np.arange(4).astype(np.int32))
b = ms.Tensor(np.array([True, False, True, True]))
y = ms.Tensor(np.arange(4).astype(np.int32))
for k, r in enumerate(C()(x, b, y)):
    emit(f"where{k}", r)
