"""ResizeBilinearV2 / ops.interpolate(mode='bilinear') values, bit for bit (found by the r2nnf re-run of the adapt33o
nn sweep).  MindSpore 2.10's CPU kernel lerps: top = tl + (tr - tl) * x_lerp, bottom likewise, out = top + (bottom -
top) * y_lerp, with float32 source coordinates and fractions (a float64 image lerps by float32 weights: -0.7000000178813934
and -9.5e-08 where msgraph's weight-matrix matmuls gave -0.7000000000000001 and -2.3e-16; float32 -0.70000005 vs
-0.69999999)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


def bits(t):
    a = t.asnumpy()
    return {"value": t, "dtype": str(t.dtype),
            "bits": a.view(np.int64 if a.itemsize == 8 else (np.int32 if a.itemsize == 4 else np.int16))}


def rb55(x):
    return ops.ResizeBilinearV2()(x, (5, 5))


def rb_ac(x):
    return ops.ResizeBilinearV2(align_corners=True)(x, (7, 9))


def rb_hp(x):
    return ops.ResizeBilinearV2(half_pixel_centers=True)(x, (7, 3))


def rb_down(x):
    return ops.ResizeBilinearV2()(x, (2, 3))


def i_bil(x):
    return ops.interpolate(x, size=(5, 6), mode='bilinear')


def i_bil_ac(x):
    return ops.interpolate(x, size=(5, 6), mode='bilinear', align_corners=True)


def i_bil_sf(x):
    return ops.interpolate(x, scale_factor=(1.5, 2.0), mode='bilinear', recompute_scale_factor=True)


base = np.array([[0.5, -1.0, 2.0, 0.0], [1.5, 3.0, -2.0, 0.25], [0.0, 0.1, 0.3, 0.7]])
x2 = np.arange(30.0).reshape(5, 6) * 0.37 - 4.1
for dn, dt in (("f64", ms.float64), ("f32", ms.float32), ("f16", ms.float16)):
    for nm, arr in (("base", base), ("x2", x2)):
        a = Tensor(arr[None, None], dt)
        for f in (rb55, rb_ac, rb_hp, rb_down, i_bil, i_bil_ac, i_bil_sf):
            emit_error("%s_%s_%s" % (f.__name__, nm, dn), lambda: bits(Net(f)(a)))
            emit_error("%s_%s_%s_eager" % (f.__name__, nm, dn), lambda: bits(f(a)))
