"""Tensor.clamp / Tensor.clip of an int Tensor with a float bound: MindSpore 2.10 clamps in float32
(values and dtype), in both modes and inside @jit; mint.clamp keeps the int dtype."""
import mindspore as ms
from mindspore import Tensor, mint
from _conf import emit


@ms.jit
def method_in_jit(x, a, b):
    return x.clamp(a, b)


x = Tensor([1, 2, 3, 4, 5])
for a, b in ((2, 4.5), (1.5, 4), (1.5, None), (None, 3.5), (2, 4)):
    emit(f"clamp_{a}_{b}", x.clamp(a, b))
    emit(f"jit_clamp_{a}_{b}", method_in_jit(x, a, b))
    emit(f"clip_int32_{a}_{b}", Tensor([1, 2, 3], ms.int32).clip(a, b))
emit("mint_clamp_float_bound", mint.clamp(x, 2, 4.5))
