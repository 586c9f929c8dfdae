"""ops.interpolate / ops.upsample in mode 'area' (adaptive average pooling) and 'nearest-exact' (source index
floor((i + 0.5) * in / out)), 3-d to 5-d inputs, sizes and scale factors; gradients."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Interp(nn.Cell):
    def __init__(self, mode, size=None, scale_factor=None, recompute=None, fn=ops.interpolate):
        super().__init__()
        self.mode = mode
        self.size = size
        self.scale_factor = scale_factor
        self.recompute = recompute
        self.fn = fn

    def construct(self, x):
        return self.fn(x, self.size, self.scale_factor, self.mode, None, self.recompute)


x3 = Tensor(np.array([[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [-1.0, 0.5, 2.0, 0.0, 3.0, 1.0]]], np.float32))
x4 = Tensor(np.arange(2 * 5 * 7, dtype=np.float32).reshape(1, 2, 5, 7) % 9)
x5 = Tensor(np.arange(3 * 4 * 5, dtype=np.float32).reshape(1, 1, 3, 4, 5) % 7)
for mode in ("area", "nearest-exact"):
    emit(f"{mode}_3d_down", Interp(mode, size=3)(x3))
    emit_error(f"{mode}_3d_up", Interp(mode, size=(8,)), x3)
    emit_error(f"{mode}_3d_indivisible", Interp(mode, size=(4,)), x3)
    emit(f"{mode}_4d", Interp(mode, size=(3, 4))(x4))
    emit(f"{mode}_4d_up", Interp(mode, size=(7, 9))(x4))
    emit(f"{mode}_4d_scale", Interp(mode, scale_factor=(0.5, 1.5), recompute=True)(x4))
    emit(f"{mode}_upsample", Interp(mode, size=(4, 3), fn=ops.upsample)(x4))
emit("area_5d", Interp("area", size=(2, 3, 2))(x5))
emit("nearest_exact_scale", Interp("nearest-exact", scale_factor=(1.7,), recompute=True)(x3))
emit_error("nearest_exact_scale_no_recompute", Interp("nearest-exact", scale_factor=(1.7,)), x3)
emit_error("area_scale_no_recompute", Interp("area", scale_factor=(0.5, 0.5)), x4)
emit_error("area_f64_3d", Interp("area", size=(2,)), x3.astype(ms.float64))
emit("area_f64_4d", Interp("area", size=(2, 3))(x4.astype(ms.float64)))
emit("nearest_exact_3d_up", Interp("nearest-exact", size=(8,))(x3))
emit("area_grad", ms.grad(Interp("area", size=(2, 3)))(x4))
emit("nearest_exact_grad", ms.grad(Interp("nearest-exact", size=(3, 10)))(x4))
emit_error("area_both_none", ops.interpolate, x4, None, None, "area")
