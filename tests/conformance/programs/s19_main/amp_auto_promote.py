"""amp level 'auto' computes BiasAdd (on MindSpore's promote list) in its inputs' widest float type, as MindSpore
2.10 does (tests/ut/python/amp/test_amp.py test_amp_auto_promote): a float32 input with a float16 bias is a
float32 result. msgraph's BiasAdd checked its operands' dtypes before the amp strategy cast them (TypeError)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.amp import auto_mixed_precision
from _conf import emit, emit_error


class BiasAddNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param = Parameter(Tensor([1, 2, 3], dtype=ms.float16))
        self.biasadd = ops.BiasAdd()

    def construct(self, x):
        return self.biasadd(x, self.param)


def func_biasadd(x):
    y = Tensor([1, 2, 3], dtype=ms.float16)
    return ops.BiasAdd()(x, y)


x16 = Tensor(np.arange(9).reshape(3, 3) * 0.3, ms.float16)
x32 = Tensor(np.arange(9).reshape(3, 3) * 0.3, ms.float32)
emit("net_fp16", auto_mixed_precision(BiasAddNet(), "auto")(x16))
emit("func_fp16", auto_mixed_precision(func_biasadd, "auto")(x16))
emit_error("plain_fp32_mixed", lambda: BiasAddNet()(x32).asnumpy())
emit("net_fp32", auto_mixed_precision(BiasAddNet(), "auto")(x32))
emit("func_fp32", auto_mixed_precision(func_biasadd, "auto")(x32))
