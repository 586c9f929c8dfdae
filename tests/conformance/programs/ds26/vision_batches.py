"""Vision transforms on batches of images <..., H, W, C> (adapted from ut/python/dataset/test_normalize_op.py
test_normalize_op_video/5d, test_center_crop.py and test_random_crop.py *_high_dimensions,
test_random_horizontal_flip.py *_video_op_*): MindSpore transforms each image of the batch (a random crop draws
again for each, a random flip once for all); msgraph refused inputs of rank > 3."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.vision as V
from _conf import emit
from _ds26_util import err

MODES = ("pynative",)

frames = (np.arange(2 * 3 * 6 * 8 * 3) * 5 % 256).astype(np.uint8).reshape(2, 3, 6, 8, 3)
x4 = frames[0]
ops = {"normalize": V.Normalize([121.0, 115.0, 100.0], [70.0, 68.0, 71.0]), "center_crop": V.CenterCrop([4, 5]),
       "horizontal_flip": V.HorizontalFlip(), "vertical_flip": V.VerticalFlip(), "resize": V.Resize((3, 4)),
       "rotate": V.Rotate(90), "adjust_gamma": V.AdjustGamma(1.5), "random_flip_always": V.RandomHorizontalFlip(1.0),
       "random_flip_never": V.RandomHorizontalFlip(0.0)}
for name, op in ops.items():
    for rank, x in ((4, x4), (5, frames)):
        out = op(x)
        emit(f"{name}_{rank}d", [list(out.shape), str(out.dtype), np.round(out.astype(np.float64), 4).ravel()[::7].tolist()])
same = np.stack([x4[0]] * 5)
ds.config.set_seed(4)
out = V.RandomHorizontalFlip(0.5)(same)
emit("random_flip_one_draw", [list(out.shape), all(np.array_equal(out[0], o) for o in out)])
out = V.RandomResizedCrop(4)(same)
emit("random_resized_crop_one_draw", [list(out.shape), all(np.array_equal(out[0], o) for o in out)])
emit("random_crop_shape", list(V.RandomCrop(3)(frames).shape))
for name, op in (("crop", V.Crop((1, 1), 3)), ("random_vertical_flip", V.RandomVerticalFlip(1.0)),
                 ("erase", V.Erase(1, 1, 2, 2))):
    err(f"{name}_4d", lambda: op(x4).shape)

# a PIL image: MindSpore's Python RandomCrop (a PIL crop where Python's random draws; its own size error)
import random  # noqa: E402

pil = V.ToPIL()(frames[0, 0])
random.seed(5)
for size in (3, (6, 8), (4, 5)):
    out = V.RandomCrop(size)(pil)
    emit(f"random_crop_pil_{size}", [type(out).__name__, list(out.size), np.asarray(out).ravel()[:6].tolist()])
err("random_crop_pil_too_big", lambda: V.RandomCrop(100)(pil))

small = np.ones((10, 20, 3), np.uint8)
for size in ((39, 20), (40, 20), (10, 79), (10, 80), (100, 100)):
    err(f"center_crop_padding_{size[0]}x{size[1]}", lambda: list(V.CenterCrop(size)(small).shape))
