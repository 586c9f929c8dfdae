"""Tensor.add/sub/subtract(other, alpha=): a Python number times alpha stays a Python number, so an Int32/UInt8
Tensor keeps its dtype (msgraph made alpha * other an Int64 Tensor); a float alpha with an integer Tensor is
MindSpore's TypeError; Tensor.astype accepts copy=."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error


class C(nn.Cell):
    def construct(self, x):
        return (x.add(1, alpha=2), x.sub(1, alpha=2), x.add(x, alpha=2), x.subtract(1, alpha=3),
                x.astype(ms.float16, copy=False), x.astype(ms.int64, copy=True))


for dt in (np.int32, np.uint8, np.float32):
    x = ms.Tensor(np.arange(1, 7).reshape(2, 3).astype(dt))
    for k, r in enumerate(C()(x)):
        emit(f"{np.dtype(dt).name}_{k}", r)


class E(nn.Cell):
    def construct(self, x):
        return x.add(1, alpha=2.5)


x = ms.Tensor(np.arange(1, 7).reshape(2, 3).astype(np.int32))
emit_error("int_float_alpha", E(), x)
emit("float_float_alpha", E()(x.astype(ms.float32)))
