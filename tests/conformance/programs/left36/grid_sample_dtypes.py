"""left36 (adapt35x left item): MindSpore 2.10's CPU GridSampler2D computes a float64 sample with its float32 kernel
(input and grid cast to float32: the float64 pixel 17 / 3 samples as 5.666666507720947, bilinear 4.849999904632568
for float64's 4.85; nearest picks the pixel float32's coordinate rounds to), while GridSampler2DGrad stays in
double; its float16 kernel rounds a nearest coordinate's halves to even (std::nearbyint: grid -1 without
align_corners is row -0.5 -> 0, in bounds), the float32 kernel away from zero.  msgraph had computed float64 in
double and rounded float16 halves away (294 of 4961 float16 samples, 41 float64 ones differed in a sweep)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

x = np.arange(1 * 1 * 6 * 7, dtype=np.float64).reshape(1, 1, 6, 7) / 3
g = np.arange(-12, 13, dtype=np.float64) / 12
gx, gy = np.meshgrid(g, g[::2])
grid = np.stack([gx, gy], -1)[None]
for dt in (np.float64, np.float16, np.float32):
    for mode in ("nearest", "bilinear"):
        for ac in (False, True):
            for pm in ("zeros", "border", "reflection"):
                out = ops.grid_sample(Tensor(x.astype(dt)), Tensor(grid.astype(dt)), mode, pm, ac)
                emit(f"{dt.__name__}_{mode}_{pm}_{'ac' if ac else 'noac'}", out, rtol=0, atol=0)

gs = np.array([[[[0.1, -0.3], [-0.77, 0.5]]]], np.float64)
wts = Tensor(np.array([1.0, 2.0]).reshape(1, 1, 1, 2))


def f(a, g):
    return (ops.grid_sample(a, g, "bilinear", "zeros", False) * wts).sum()


dx, dg = ms.grad(f, (0, 1))(Tensor(x), Tensor(gs))
emit("float64_grad_input", dx, rtol=1e-12, atol=1e-12)
emit("float64_grad_grid", dg, rtol=1e-12, atol=1e-12)
