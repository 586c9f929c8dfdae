"""What MindSpore's image kernels accept: ranks, channels and types per transform (Adjust*, RandomColorAdjust,
Invert, Equalize, AutoContrast, Posterize, Normalize, ToTensor, GaussianBlur, sharpness, ConvertColor, Resize,
ResizedCrop, Perspective), bool images handed to OpenCV as uint8, and the types OpenCV lacks."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from _conf import emit_error


def image(shape, dtype):
    n = int(np.prod(shape))
    a = (np.arange(n) * 37 % 200).reshape(shape)
    return (a % 2 == 1) if dtype == "bool" else a.astype(dtype)


def describe(t):
    def call(x):
        out = np.asarray(t(x))
        return str(out.dtype), out.astype(np.float64)
    return call


cases = [
    ("AdjustBrightness", lambda: vision.AdjustBrightness(1.3), [((5, 6, 4), "uint8"), ((2, 5, 6, 3), "uint8"), ((5, 6, 3), "bool")]),
    ("AdjustContrast", lambda: vision.AdjustContrast(0.7), [((5, 6), "uint8"), ((5, 6, 1), "uint8"), ((5, 6, 3), "int16"),
                                                           ((5, 6, 3), "float64"), ((5, 6, 3), "uint16"), ((5, 6, 3), "float32")]),
    ("AdjustSaturation", lambda: vision.AdjustSaturation(1.4), [((5, 6, 3), "bool"), ((5, 6, 4), "uint8")]),
    ("AdjustHue", lambda: vision.AdjustHue(0.1), [((5, 6, 3), "uint16"), ((5, 6), "uint8"), ((5, 6, 1), "uint8")]),
    ("AdjustGamma", lambda: vision.AdjustGamma(0.8, 1.1), [((5, 6, 3), "float64")]),
    ("Invert", lambda: vision.Invert(), [((5, 6), "uint8"), ((5, 6, 1), "uint8"), ((5, 6, 4), "uint8"), ((5, 6, 3), "bool"),
                                       ((5, 6, 3), "uint16"), ((5, 6, 3), "int16"), ((2, 5, 6, 3), "uint8")]),
    ("Equalize", lambda: vision.Equalize(), [((5, 6, 4), "uint8"), ((5, 6, 3), "bool"), ((2, 5, 6, 3), "uint8")]),
    ("AutoContrast", lambda: vision.AutoContrast(2.0), [((5, 6, 3), "bool"), ((2, 5, 6, 3), "uint8")]),
    ("Posterize", lambda: vision.Posterize(1), [((5, 6, 3), "bool")]),
    ("Normalize", lambda: vision.Normalize([1.0, 2.0, 3.0], [2.0, 2.0, 2.0]), [((5, 6), "uint8")]),
    ("ToTensor", lambda: vision.ToTensor(), [((2, 5, 6, 3), "uint8")]),
    ("GaussianBlur", lambda: vision.GaussianBlur(3, 1.0), [((5, 6, 3), "int32"), ((5, 6, 3), "bool")]),
    ("AdjustSharpness", lambda: vision.AdjustSharpness(1.6), [((5, 6, 3), "int32"), ((5, 6), "bool")]),
    ("ConvertColor", lambda: vision.ConvertColor(vision.ConvertMode.COLOR_RGB2BGR), [((5, 6, 3), "int16"), ((5, 6, 3), "float64"),
                                                                                     ((5, 6, 3), "bool")]),
    ("Resize", lambda: vision.Resize((3, 4)), [((5, 6, 3), "int32"), ((5, 6, 3), "bool")]),
    ("ResizedCrop", lambda: vision.ResizedCrop(0, 0, 3, 3, 2), [((5, 6, 3), "int32"), ((5, 6), "bool")]),
    ("Perspective", lambda: vision.Perspective([[0, 0], [5, 0], [5, 4], [0, 4]], [[0, 0], [5, 1], [5, 4], [0, 4]]),
     [((5, 6, 3), "int32"), ((5, 6, 1), "bool")]),
]
for name, make, inputs in cases:
    for shape, dtype in inputs:
        emit_error(f"{name}_{shape}_{dtype}", describe(make()), image(shape, dtype))

ds.config.set_seed(4)
for dtype in ("uint16", "float64", "bool"):
    emit_error(f"RandomColorAdjust_{dtype}", describe(vision.RandomColorAdjust(0.5, 0.5, 0.5, 0.1)), image((5, 6, 3), dtype))
