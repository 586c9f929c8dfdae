"""Float32 rounding of Rescale and ToTensor (adapted from ut/python/dataset/test_rescale_op.py test_rescale_md5,
which compares md5 sums): MindSpore computes Rescale's x * rescale + shift with one rounding and ToTensor as
x * float32(1/255); msgraph rounded the product and the sum separately and divided by 255 (last-bit differences
that change the md5 sums)."""
import hashlib

import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from _conf import emit

MODES = ("pynative",)

img = (np.arange(16 * 16 * 3) * 7 % 256).astype(np.uint8).reshape(16, 16, 3)
for scale, shift in ((1.0 / 255.0, -1.0), (1 / 127.5, -1.0), (0.5, 0.25)):
    out = vision.Rescale(scale, shift)(img)
    emit(f"rescale_{scale:.4f}_{shift}", [str(out.dtype), hashlib.md5(out).hexdigest(), out.ravel()[:6].tolist()])
for dt in (np.uint8, np.float32, np.float64, np.int32):
    for out_type in (np.float32, np.float16):
        out = vision.ToTensor(out_type)(img.astype(dt))
        emit(f"to_tensor_{dt.__name__}_{out_type.__name__}", [str(out.dtype), hashlib.md5(out).hexdigest()])
d = ds.NumpySlicesDataset(img[None], ["image"], shuffle=False).map(vision.Rescale(1.0 / 255.0, -1.0), ["image"])
for row in d.create_tuple_iterator(num_epochs=1, output_numpy=True):
    emit("rescale_in_pipeline", hashlib.md5(row[0]).hexdigest())
