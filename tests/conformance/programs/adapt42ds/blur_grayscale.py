"""vision.GaussianBlur's default sigma on a non-square kernel and vision.Grayscale (adapted from
ut/python/dataset/test_gaussian_blur.py and test_grayscale.py): with sigma None or one number 0 MindSpore
takes ONE sigma from the kernel width, 0.3 * ((kw - 1) * 0.5 - 1) + 0.8, for both axes (a (0, 0) pair gives
each axis its own); Grayscale is Pillow's convert("L"): a PIL image in and out (mode "L" / "RGB"), a numpy image
is a TypeError, 2 output channels a ValueError, in a map operation the "L" image becomes an <H, W> array."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as V
from _conf import emit, emit_error

MODES = ("pynative",)

DOT = np.zeros((7, 7), np.float32)
DOT[3, 3] = 100
emit("blur_5x3_default", V.GaussianBlur((5, 3))(DOT))
emit("blur_3x5_default", V.GaussianBlur((3, 5))(DOT))
emit("blur_1x3_default", V.GaussianBlur((1, 3))(DOT))
emit("blur_1x3_sigma0", V.GaussianBlur((1, 3), 0)(DOT))
emit("blur_1x3_sigma_pair0", V.GaussianBlur((1, 3), (0, 0))(DOT))
emit("blur_5x3_sigma_pair", V.GaussianBlur((5, 3), (1.0, 0.5))(DOT))
emit("blur_3_default", V.GaussianBlur(3)(DOT))
IMG = (np.arange(4 * 5 * 3).reshape(4, 5, 3) * 11 % 256).astype(np.uint8)
emit("blur_5x3_uint8_rgb", V.GaussianBlur((5, 3))(IMG))
emit("blur_5x3_map", [r[0] for r in ds.NumpySlicesDataset({"a": IMG[None]}, shuffle=False)
                      .map(V.GaussianBlur((5, 3)), "a").create_tuple_iterator(output_numpy=True)])


def pil(r):
    return [type(r).__name__, r.mode, r.size, np.asarray(r)]


emit_error("grayscale_numpy", lambda: V.Grayscale()(IMG))
emit_error("grayscale_numpy_3", lambda: V.Grayscale(3)(IMG))
emit_error("grayscale_channels_2", lambda: V.Grayscale(2))
emit("grayscale_pil", pil(V.Grayscale()(V.ToPIL()(IMG))))
emit("grayscale_pil_3", pil(V.Grayscale(3)(V.ToPIL()(IMG))))
emit("grayscale_compose_to_tensor_shape", [a.shape for a in T.Compose([V.ToPIL(), V.Grayscale(), V.ToTensor()])(IMG)])
emit("grayscale_map_pil", [r[0] for r in ds.NumpySlicesDataset({"a": IMG[None]}, shuffle=False)
                           .map([V.ToPIL(), V.Grayscale()], "a").create_tuple_iterator(output_numpy=True)])
emit_error("grayscale_map_numpy", lambda: [r[0] for r in ds.NumpySlicesDataset({"a": IMG[None]}, shuffle=False)
                                           .map(V.Grayscale(), "a").create_tuple_iterator(output_numpy=True)])
