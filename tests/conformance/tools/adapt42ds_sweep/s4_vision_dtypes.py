"""vision transforms that adapt39ds's dtype matrix did not cover, over 9 input dtypes and 1 / 3 channel /
2-D images: blur, colour adjustments, geometric warps, crops with resize, auto-contrast / equalize."""
import numpy as np
import mindspore.dataset.vision as V
from _h import case, ck

rng = np.random.RandomState(3)
B3 = rng.randint(0, 200, (6, 7, 3))
DTS = [np.uint8, np.int8, np.int16, np.int32, np.uint16, np.float16, np.float32, np.float64, np.bool_]
OPS = {
    "gaussblur": lambda: V.GaussianBlur(3, 0.8), "gaussblur_5x3": lambda: V.GaussianBlur((5, 3)),
    "autocontrast": lambda: V.AutoContrast(), "autocontrast_cut": lambda: V.AutoContrast(10.0, [5]),
    "equalize": lambda: V.Equalize(), "brightness": lambda: V.AdjustBrightness(0.7), "contrast": lambda: V.AdjustContrast(1.3),
    "saturation": lambda: V.AdjustSaturation(1.5), "hue": lambda: V.AdjustHue(0.1), "gamma": lambda: V.AdjustGamma(2.0, 0.5),
    "sharp": lambda: V.AdjustSharpness(0.3), "solarize": lambda: V.Solarize(100.0), "posterize": lambda: V.Posterize(4),
    "affine": lambda: V.Affine(15, [1, -1], 0.9, [5.0, 0.0]), "affine_nn": lambda: V.Affine(15, [1, -1], 0.9, [5.0, 0.0], V.Inter.NEAREST, 9),
    "perspective": lambda: V.Perspective([[0, 0], [6, 0], [6, 5], [0, 5]], [[1, 0], [6, 1], [5, 5], [0, 4]]),
    "rotate": lambda: V.Rotate(33, V.Inter.BILINEAR, True, (2, 2), 7), "resizedcrop": lambda: V.ResizedCrop(1, 1, 4, 5, (3, 8)),
    "pad_reflect": lambda: V.Pad([1, 2], padding_mode=V.Border.REFLECT), "crop": lambda: V.Crop((1, 2), (3, 4)),
    "vflip": lambda: V.VerticalFlip(), "rgb2gray": lambda: V.Grayscale(1), "invert": lambda: V.Invert(),
    "totensor": lambda: V.ToTensor(), "rescale": lambda: V.Rescale(0.5, 1.0),
    "normalize": lambda: V.Normalize([100.0, 100.0, 100.0], [50.0, 50.0, 50.0]),
    "resize_cubic": lambda: V.Resize((4, 9), V.Inter.BICUBIC), "resize_area": lambda: V.Resize((3, 3), V.Inter.AREA),
    "erase": lambda: V.Erase(1, 1, 2, 3, (1, 2, 3)), "hwc2chw": lambda: V.HWC2CHW(),
}
for on, op in OPS.items():
    for dt in DTS:
        nm = np.dtype(dt).name
        x = (B3 > 100) if dt is np.bool_ else B3.astype(dt)
        case(f"{on}_{nm}", lambda op=op, x=x: ck(op()(x)))
    case(f"{on}_1ch", lambda op=op: ck(op()(B3[:, :, :1].astype(np.uint8))))
    case(f"{on}_2d", lambda op=op: ck(op()(B3[:, :, 0].astype(np.uint8))))
