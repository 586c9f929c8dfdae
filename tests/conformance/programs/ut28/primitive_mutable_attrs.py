"""tests/ut/python/ops/test_primitive_with_kwargs.py / test_dyn_shape_primitive.py adapted: a primitive made in
graph code with a graph value (an ``ms.mutable`` int argument) as an attribute (``ops.AvgPool(n, strides=n)``)
runs with that value, in STRICT and LAX syntax; msgraph's shape rule met the graph value and raised TypeError
"len() of a 0-d Tensor"."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error

MODES = ("graph",)


@ms.jit
def pool(x, arg):
    return ops.AvgPool(arg, pad_mode="VALID", strides=arg)(x)


@ms.jit
def pool_kw(x, arg):
    return ops.AvgPool(arg, pad_mode="VALID", strides=arg)(x=x)


class PoolNet(nn.Cell):
    def construct(self, x, kernel, stride, pad_mode, data_format):
        return ops.AvgPool(kernel, stride, pad_mode, data_format)(x)


x = ms.Tensor(np.arange(2 * 3 * 4 * 4).astype(np.float32).reshape(2, 3, 4, 4))
emit_error("constant", pool, x, 2)
emit_error("mutable", pool, x, ms.mutable(2))
emit_error("mutable_again_other_value", pool, x, ms.mutable(1))
emit_error("keyword_input", pool_kw, x, ms.mutable(2))
emit_error("cell_args", PoolNet(), x, ms.mutable(2), ms.mutable(1), "VALID", "NCHW")
ms.set_context(jit_syntax_level=ms.STRICT)
emit_error("strict", pool_kw, x, ms.mutable(2))
ms.set_context(jit_syntax_level=ms.LAX)
