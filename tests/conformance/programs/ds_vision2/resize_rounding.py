"""vision.Resize on numpy images when upscaling (ut dataset test_resize, test_resized_crop,
test_resize_with_bbox, and every pipeline that enlarges images): OpenCV's resize keeps the fractional vertical
weights of the rows outside the image (reading the edge row twice), and its nearest step is 1 / (dst / src);
msgraph clamped those rows to weight 1 and used src / dst, so uint8 border rows were off by one and some
nearest columns picked the neighbouring pixel."""
import numpy as np
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Inter
from _conf import emit

MODES = ("pynative",)

RNG = np.random.RandomState(1)
IMGS = {"float": (RNG.rand(13, 17, 3) * 255).astype(np.float32),
        "rgb": RNG.randint(0, 256, (37, 29, 3)).astype(np.uint8),
        "gray": RNG.randint(0, 256, (9, 31)).astype(np.uint8),
        "big": RNG.randint(0, 256, (120, 90, 3)).astype(np.uint8)}


def show(out):
    return [str(out.dtype), list(out.shape), round(float(out.astype(np.float64).sum()), 2),
            round(float((out.astype(np.float64) * (np.arange(out.size) % 7919).reshape(out.shape)).sum()), 1),
            np.round(out.astype(np.float64).ravel()[:16], 3).tolist()]


for name, img in IMGS.items():
    for size in [(30, 40), (10, 12), (64, 64), (200, 150), (37, 100)]:
        for inter in (Inter.LINEAR, Inter.NEAREST, Inter.CUBIC):
            emit(f"{name}_{size[0]}x{size[1]}_{inter.name}", show(vision.Resize(size, inter)(img)),
                 atol=1e-3 if name == "float" else 0)
emit("resized_crop_up", show(vision.ResizedCrop(1, 2, 6, 7, (10, 12))(IMGS["rgb"])))
