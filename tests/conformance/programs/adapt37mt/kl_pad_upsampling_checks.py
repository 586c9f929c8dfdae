"""mint.nn.functional.kl_div / pad and mint.nn.Upsampling*2d refusals (session 37, adapt37mt), measured on
MindSpore 2.10's CPU; msgraph had computed all of them:
- kl_div / mint.nn.KLDivLoss: KLDiv takes Float16 / Float32 / BFloat16 input and target (Float64 / Int32: TypeError,
  the input checked first);
- pad(mode='circular') of a bool Tensor is PadV3's TypeError (uint8 / int16 compute);
- mint.nn.UpsamplingNearest2d(scale_factor=2.0) / (scale_factor=2) and UpsamplingBilinear2d(scale_factor=2.0):
  the number goes to the primitive's scales as is: TypeError (a tuple computes for nearest)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, nn
from mindspore.mint.nn import functional as F
from _conf import emit_error


def flush():
    """MindSpore 2.10's PyNative raises a failed pyboost kernel's error again at the next calls: absorb it."""
    ok = 0
    for _ in range(12):
        try:
            mint.add(Tensor(np.ones(2, np.float32)), 1).asnumpy()
            ok += 1
            if ok == 3:
                return
        except Exception:  # noqa
            ok = 0


def e(label, fn):
    emit_error(label, fn)
    flush()


p = np.array([[0.1, 0.7, 0.2], [0.3, 0.3, 0.4]])
f64, f32 = Tensor(np.log(p)), Tensor(np.log(p).astype(np.float32))
e("kl_div_f64", lambda: F.kl_div(f64, Tensor(p)))
e("kl_div_f32_target_f64", lambda: F.kl_div(f32, Tensor(p)))
e("kl_div_f64_target_f32", lambda: F.kl_div(f64, Tensor(p.astype(np.float32)), reduction="sum"))
e("kl_div_i32", lambda: F.kl_div(Tensor(np.ones(3, np.int32)), Tensor(np.ones(3, np.int32))))
e("KLDivLoss_f64", lambda: mint.nn.KLDivLoss("batchmean")(f64, Tensor(p)))
e("KLDivLoss_f64_logt", lambda: mint.nn.KLDivLoss(reduction="none", log_target=True)(f64, f64))
x = np.arange(12).reshape(1, 2, 6) % 5
e("pad_circular_bool", lambda: F.pad(Tensor(x.astype(np.bool_)), (1, 2), "circular"))
e("pad_circular_u8", lambda: F.pad(Tensor(x.astype(np.uint8)), (1, 2), "circular"))
e("pad_circular_i16", lambda: F.pad(Tensor(x.astype(np.int16)), (2, 1), mode="circular"))
img = Tensor(np.arange(6, dtype=np.float32).reshape(1, 1, 2, 3))
e("UpsamplingNearest2d_sf_float", lambda: mint.nn.UpsamplingNearest2d(scale_factor=2.0)(img))
e("UpsamplingNearest2d_sf_int", lambda: mint.nn.UpsamplingNearest2d(scale_factor=2)(img))
e("UpsamplingNearest2d_sf_tuple", lambda: mint.nn.UpsamplingNearest2d(scale_factor=(2.0, 1.5))(img))
e("UpsamplingNearest2d_size", lambda: mint.nn.UpsamplingNearest2d(size=(3, 5))(img))
e("UpsamplingBilinear2d_sf_float", lambda: mint.nn.UpsamplingBilinear2d(scale_factor=2.0)(img))
e("Upsample_sf_float", lambda: mint.nn.Upsample(scale_factor=2.0)(img))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.up = mint.nn.UpsamplingNearest2d(scale_factor=(2.0, 2.0))

    def construct(self, a):
        return self.up(a) * 2


e("cell_UpsamplingNearest2d_sf_tuple", lambda: Net()(img))
