"""The class names of MindSpore 2.10's dtype objects, as ops.DType / ops.dtype return them (adapt42ops):
type(ms.bfloat16).__name__ is 'BFloat' (msgraph '_BFloat16'); the others are Float / Int / UInt / Bool."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


for name in ["bfloat16", "float16", "float32", "float64", "int8", "int32", "uint8", "bool_"]:
    emit(f"class_{name}", type(getattr(ms, name)).__name__)
X = Tensor(np.ones(2, np.float32), ms.bfloat16)
emit_error("DType_bf16_class", lambda: type(Fn(ops.DType())(X)).__name__)
emit_error("dtype_fn_bf16_class", lambda: type(Fn(ops.dtype)(X)).__name__)
emit_error("DType_bf16_eq", lambda: Fn(ops.DType())(X) == ms.bfloat16)
emit_error("bf16_str", lambda: str(ms.bfloat16))
emit_error("bf16_repr", lambda: repr(ms.bfloat16))
