"""vision.Resize on a PIL image (ut dataset test_autocontrast::test_auto_contrast_py, test_random_color_py,
test_random_sharpness_py: Decode(to_pil=True) -> Resize -> ... -> ToTensor): MindSpore resizes PIL images with
Pillow (its Python implementation, antialiased bilinear) and returns a PIL image; msgraph converted to numpy and
used the OpenCV-style kernel, so every pixel of those pipelines differed."""
import numpy as np
from PIL import Image
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Inter
from _conf import emit

MODES = ("pynative",)

X = np.arange(37 * 53 * 3).reshape(37, 53, 3)
IMG = Image.fromarray(((X * 7919) % 251).astype(np.uint8))


def show(out):
    arr = np.asarray(out)
    return [type(out).__name__, str(arr.dtype), list(arr.shape), int(arr.astype(np.int64).sum()),
            arr.astype(np.int64).ravel()[:30].tolist()]


emit("resize_pair", show(vision.Resize((20, 24))(IMG)))
emit("resize_short_side", show(vision.Resize(16)(IMG)))
emit("resize_same", show(vision.Resize(37)(IMG)))
emit("resize_nearest", show(vision.Resize([9, 40], Inter.NEAREST)(IMG)))
emit("resize_bicubic", show(vision.Resize(30, Inter.BICUBIC)(IMG)))
emit("resize_antialias", show(vision.Resize(12, Inter.ANTIALIAS)(IMG)))
compose = T.Compose([vision.Resize((20, 24)), vision.AutoContrast(cutoff=10.0, ignore=[10, 20]), vision.ToTensor()])
OUT = compose(IMG)  # MindSpore's eager Compose of Python ops returns a 1-tuple here (not compared)
emit("compose_to_tensor", show(OUT[0] if isinstance(OUT, tuple) else OUT), atol=1e-6)
data = ds.NumpySlicesDataset([np.asarray(IMG)], ["image"], shuffle=False)
data = data.map([vision.ToPIL(), vision.Resize((20, 24)), vision.ToTensor()], ["image"])
emit("pipeline_to_tensor", show(next(data.create_tuple_iterator(output_numpy=True))[0]), atol=1e-6)
