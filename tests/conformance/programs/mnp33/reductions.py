"""mindspore.numpy reductions by input dtype: nanmean / nanvar / nanstd of uint8 and bool Tensors (the sum in the
input dtype, the non-NaN count in the input dtype), and the bool and 0-d inputs MindSpore refuses."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor
from _conf import emit, emit_error

base = np.arange(12).reshape(3, 4) % 5 - 1
u8 = Tensor(base, ms.uint8)
i8 = Tensor(base, ms.int8)
i32 = Tensor(base, ms.int32)
f64 = Tensor(np.where(base == 2, np.nan, base), ms.float64)
f16 = Tensor(np.where(base == 2, np.nan, base), ms.float16)
b = Tensor(np.arange(12).reshape(3, 4) % 3 == 0)

for name in ("nanmean", "nanvar", "nanstd", "nansum"):
    fn = getattr(mnp, name)
    for tname, t in (("u8", u8), ("i8", i8), ("i32", i32), ("f64", f64), ("f16", f16), ("b", b)):
        if name != "nansum" or tname != "b":
            emit(f"{name}_{tname}", fn(t), rtol=1e-3, atol=1e-3)
            emit(f"{name}_{tname}_ax", fn(t, axis=-1), rtol=1e-3, atol=1e-3)
            emit(f"{name}_{tname}_kd", fn(t, axis=0, keepdims=True), rtol=1e-3, atol=1e-3)
emit("nanmean_u8_f64", mnp.nanmean(u8, dtype=ms.float64))
for name in ("mean", "var", "std", "amax", "amin", "count_nonzero", "average"):
    emit(f"{name}_i32", getattr(mnp, name)(i32), rtol=1e-5, atol=1e-5)


@ms.jit
def graph_ops(a, c):
    return mnp.nanmean(a), mnp.nanmean(c, 1), mnp.nanvar(a, 0), mnp.nanstd(c)


emit("graph", graph_ops(u8, f64), rtol=1e-3, atol=1e-3)

for name in ("mean", "var", "std", "average", "amax", "amin", "nanmax", "nanmin", "count_nonzero"):
    emit_error(f"{name}_bool_error", getattr(mnp, name), b)
emit_error("diff_0d_error", mnp.diff, Tensor(np.array(3.0), ms.float32))
emit_error("ediff1d_0d_error", mnp.ediff1d, Tensor(np.array(3.0), ms.float32))
