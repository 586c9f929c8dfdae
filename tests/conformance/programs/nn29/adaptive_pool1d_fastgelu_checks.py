"""nn.AdaptiveAvgPool1d / AdaptiveMaxPool1d check the input's rank and last dimension (at least output_size and
divisible by it) before its dtype, with MindSpore 2.10's messages; FastGeLU (nn.FastGelu, ops.fast_gelu,
ops.FastGeLU) takes float16 / float32 only."""
import numpy as np
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error
from _nn29_util import det

for cls in (nn.AdaptiveAvgPool1d, nn.AdaptiveMaxPool1d):
    n = cls.__name__
    emit_error(f"{n}_f64_indivisible", lambda: cls(3)(det((2, 2, 7), "float64")))
    emit_error(f"{n}_f64_ok_shape", lambda: cls(3)(det((2, 2, 6), "float64")))
    emit_error(f"{n}_2d", lambda: cls(3)(det((2, 7))))
    emit_error(f"{n}_short", lambda: cls(8)(det((1, 2, 7))))
    emit(f"{n}_ok", cls(7)(det((1, 2, 7))))
for dt in ("float64", "int32"):
    x = Tensor(np.arange(-3, 3).astype(dt))
    emit_error(f"nn_fast_gelu_{dt}", lambda: nn.FastGelu()(x))
    emit_error(f"fn_fast_gelu_{dt}", lambda: ops.fast_gelu(x))
    emit_error(f"prim_fast_gelu_{dt}", lambda: ops.FastGeLU()(x))
emit("fast_gelu_f16", nn.FastGelu()(det((2, 3), "float16")), rtol=2e-3, atol=2e-3)
