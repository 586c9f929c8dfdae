"""vision.get_image_size / get_image_num_channels over numpy arrays of every rank, PIL images, and inputs they refuse
(adapted from ut/python/dataset/test_get_image_size.py and test_get_image_num_channels.py *_invalid_input): a
non-ndarray, non-PIL input (a number, a list, a Tensor) is a TypeError, an array below two dimensions a RuntimeError;
an array of rank 3 or more is read as <..., H, W, C>."""
import numpy as np
import PIL.Image

import mindspore as ms
import mindspore.dataset.vision as vision
from _conf import emit, emit_error

MODES = ("pynative",)

INPUTS = {"int": 1, "list": [[1, 2], [3, 4]], "arr0d": np.array(5), "arr1d": np.array([1, 2, 3]),
          "arr2d": np.zeros((4, 5)), "hwc": np.zeros((4, 5, 3)), "hwc_c7": np.zeros((4, 5, 7)),
          "chw": np.zeros((3, 4, 5)), "arr4d": np.zeros((2, 4, 5, 3)), "empty": np.zeros((0, 5)),
          "tensor": ms.Tensor(np.zeros((4, 5, 3), np.float32)), "pil_L": PIL.Image.new("L", (5, 4)),
          "pil_RGBA": PIL.Image.new("RGBA", (5, 4)), "pil_LA": PIL.Image.new("LA", (5, 4))}
for name, image in INPUTS.items():
    emit_error("channels_" + name, lambda: vision.get_image_num_channels(image))
    emit_error("size_" + name, lambda: vision.get_image_size(image))
