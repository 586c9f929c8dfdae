"""vision transforms on odd-sized synthetic images: interpolation modes x dtypes x channels, padding modes, eager
vs map, seeded random transforms (eager and in map), Decode of PNG/JPEG bytes made with PIL."""
import io
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as V
import mindspore.dataset.transforms as T
from _h import case, ck, rows

rng = np.random.RandomState(0)
U3 = rng.randint(0, 256, (7, 9, 3)).astype(np.uint8)
U1 = U3[:, :, :1].copy()
U2 = U3[:, :, 0].copy()
F3 = (U3.astype(np.float32) / 7.0)


def mapped(x, ops, n=1, col="image"):
    d = ds.NumpySlicesDataset({col: np.stack([x] * n)}, shuffle=False)
    return rows(d.map(ops, input_columns=[col]))


INTER = {"LINEAR": V.Inter.LINEAR, "NEAREST": V.Inter.NEAREST, "BICUBIC": V.Inter.BICUBIC, "AREA": V.Inter.AREA,
         "PILCUBIC": V.Inter.PILCUBIC}
for nm, it in INTER.items():
    for xn, x in (("u3", U3), ("u1", U1), ("u2", U2), ("f3", F3)):
        case(f"resize_{nm}_{xn}_up", lambda x=x, it=it: ck(V.Resize((11, 13), it)(x)))
        case(f"resize_{nm}_{xn}_down", lambda x=x, it=it: ck(V.Resize((3, 4), it)(x)))
    case(f"resize_{nm}_int_short", lambda it=it: ck(V.Resize(5, it)(U3)))
    case(f"map_resize_{nm}", lambda it=it: mapped(U3, [V.Resize((5, 6), it)]))
    case(f"rrc_{nm}", lambda it=it: (ds.config.set_seed(3), mapped(U3, [V.RandomResizedCrop((4, 5), interpolation=it)], 3))[1])
    case(f"rotate30_{nm}", lambda it=it: ck(V.Rotate(30, resample=it)(U3)) if nm in ("LINEAR", "NEAREST", "BICUBIC") else 0)
for xn, x in (("u3", U3), ("u1", U1), ("u2", U2), ("f3", F3)):
    for pm in ("CONSTANT", "EDGE", "REFLECT", "SYMMETRIC"):
        case(f"pad_{pm}_{xn}", lambda x=x, pm=pm: ck(V.Pad((1, 2, 3, 0), fill_value=5, padding_mode=getattr(V.Border, pm))(x)))
    case(f"centercrop_odd_{xn}", lambda x=x: ck(V.CenterCrop((4, 4))(x)))
    case(f"centercrop_even_{xn}", lambda x=x: ck(V.CenterCrop((2, 5))(x)))
    case(f"centercrop_big_{xn}", lambda x=x: ck(V.CenterCrop((10, 10))(x)))
    case(f"rescale_{xn}", lambda x=x: ck(V.Rescale(1.0 / 255.0, 0.0)(x)))
    case(f"normalize_{xn}", lambda x=x: ck(V.Normalize([0.485 * 255], [0.229 * 255])(x)) if x.ndim == 2 or x.shape[-1] == 1 else ck(V.Normalize([0.485 * 255, 0.456 * 255, 0.406 * 255], [0.229 * 255, 0.224 * 255, 0.225 * 255])(x)))
    case(f"hwc2chw_{xn}", lambda x=x: ck(V.HWC2CHW()(x)))
    case(f"chain_{xn}", lambda x=x: ck(T.Compose([V.Resize((4, 4)), V.Rescale(1 / 255.0, 0), V.HWC2CHW()])(x)))
    case(f"map_chain_{xn}", lambda x=x: mapped(x, [V.Resize((4, 4)), V.Rescale(1 / 255.0, 0), V.HWC2CHW()], 2))
    case(f"gaussblur_{xn}", lambda x=x: ck(V.GaussianBlur(3, 1.0)(x)))
    case(f"autocontrast_{xn}", lambda x=x: ck(V.AutoContrast()(x)))
    case(f"affine_{xn}", lambda x=x: ck(V.Affine(10, [1, 1], 1.0, [0.0, 0.0])(x)))
    case(f"rotate_expand_{xn}", lambda x=x: ck(V.Rotate(45, expand=True)(x)))
    case(f"perspective_{xn}", lambda x=x: ck(V.Perspective([[0, 0], [8, 0], [8, 6], [0, 6]], [[1, 1], [7, 0], [8, 6], [0, 5]])(x)))
    case(f"resizedcrop_{xn}", lambda x=x: ck(V.ResizedCrop(1, 2, 4, 5, (6, 6))(x)))
    case(f"hflip_{xn}", lambda x=x: ck(V.HorizontalFlip()(x)))
    case(f"equalize_{xn}", lambda x=x: ck(V.Equalize()(x)))
    case(f"adjust_brightness_{xn}", lambda x=x: ck(V.AdjustBrightness(1.5)(x)))
    case(f"adjust_contrast_{xn}", lambda x=x: ck(V.AdjustContrast(0.5)(x)))
    case(f"adjust_gamma_{xn}", lambda x=x: ck(V.AdjustGamma(0.5)(x)))
    case(f"adjust_sharp_{xn}", lambda x=x: ck(V.AdjustSharpness(2.0)(x)))
    case(f"to_tensor_{xn}", lambda x=x: ck(V.ToTensor()(x)))
    case(f"five_crop_{xn}", lambda x=x: ck(list(V.FiveCrop(3)(x))) if False else 0)
# seeds: eager draws and map draws
for seed in (0, 7):
    def seeded(ops, n=4, seed=seed, x=U3):
        def run():
            ds.config.set_seed(seed)
            return mapped(x, ops, n)
        return run

    def eager(op_fn, n=3, seed=seed, x=U3):
        def run():
            ds.config.set_seed(seed)
            op = op_fn()
            return [ck(op(x)) for _ in range(n)]
        return run
    case(f"seed{seed}_randomcrop_map", seeded([V.RandomCrop((5, 5))]))
    case(f"seed{seed}_randomcrop_eager", eager(lambda: V.RandomCrop((5, 5))))
    case(f"seed{seed}_rrc_map", seeded([V.RandomResizedCrop(4)]))
    case(f"seed{seed}_rrc_eager", eager(lambda: V.RandomResizedCrop(4)))
    case(f"seed{seed}_hflip_map", seeded([V.RandomHorizontalFlip()], 8))
    case(f"seed{seed}_hflip_eager", eager(lambda: V.RandomHorizontalFlip(), 6))
    case(f"seed{seed}_colorjit_map", seeded([V.RandomColorAdjust(0.4, 0.4, 0.4, 0.1)], 2))
    case(f"seed{seed}_rotation_map", seeded([V.RandomRotation(20)], 2))
    case(f"seed{seed}_erasing_map", seeded([V.ToTensor(), V.RandomErasing(1.0)], 2))
    case(f"seed{seed}_crop_pad_map", seeded([V.RandomCrop(7, padding=4, padding_mode=V.Border.REFLECT)], 3))
    case(f"seed{seed}_shuffle", lambda seed=seed: (ds.config.set_seed(seed), [int(r[0]) for r in ds.NumpySlicesDataset(list(range(8)), shuffle=True).create_tuple_iterator(output_numpy=True)])[1])
    case(f"seed{seed}_randomchoice", seeded([T.RandomChoice([V.HorizontalFlip(), V.VerticalFlip(), V.Invert()])], 4))
    case(f"seed{seed}_randomapply", seeded([T.RandomApply([V.Invert()], 0.5)], 6))
# Decode
try:
    from PIL import Image
    def enc(arr, fmt):
        b = io.BytesIO()
        Image.fromarray(arr).save(b, format=fmt)
        return np.frombuffer(b.getvalue(), np.uint8)
    PNG3, PNG1, JPG = enc(U3, "PNG"), enc(U2, "PNG"), enc(U3, "JPEG")
except Exception:  # noqa
    PNG3 = PNG1 = JPG = None
case("decode_png3", lambda: ck(V.Decode()(PNG3)))
case("decode_png1", lambda: ck(V.Decode()(PNG1)))
case("decode_jpg_shape", lambda: V.Decode()(JPG).shape)
case("decode_to_pil", lambda: type(V.Decode(to_pil=True)(PNG3)).__name__)
case("decode_bad", lambda: V.Decode()(np.array([1, 2, 3], np.uint8)))
case("decode_2d", lambda: V.Decode()(np.zeros((2, 2), np.uint8)))
case("map_decode_png", lambda: rows(ds.NumpySlicesDataset({"image": [PNG3]}, shuffle=False).map([V.Decode(), V.Resize((3, 3))], ["image"])))
case("decode_bytes", lambda: ck(V.Decode()(PNG3.tobytes())))
# odd inputs
case("resize_0d", lambda: V.Resize(3)(np.array(5, np.uint8)))
case("resize_1d", lambda: V.Resize(3)(np.arange(4, dtype=np.uint8)))
case("resize_empty", lambda: V.Resize(3)(np.zeros((0, 4, 3), np.uint8)))
case("hwc2chw_1d", lambda: V.HWC2CHW()(np.arange(4, dtype=np.uint8)))
case("rescale_empty", lambda: ck(V.Rescale(2.0, 0)(np.zeros((0, 3), np.uint8))))
case("normalize_1d", lambda: V.Normalize([1.0], [2.0])(np.arange(4, dtype=np.uint8)))
case("normalize_chw3", lambda: ck(V.Normalize([1, 2, 3], [2, 2, 2], is_hwc=False)(U3.transpose(2, 0, 1).copy())))
case("normalize_chw_hwcflag", lambda: V.Normalize([1, 2, 3], [2, 2, 2])(U3.transpose(2, 0, 1).copy()))
case("centercrop_1d", lambda: V.CenterCrop(2)(np.arange(4, dtype=np.uint8)))
case("randomcrop_1d", lambda: V.RandomCrop(2)(np.arange(4, dtype=np.uint8)))
case("hflip_1d", lambda: V.HorizontalFlip()(np.arange(4, dtype=np.uint8)))
case("pad_1d", lambda: V.Pad(1)(np.arange(4, dtype=np.uint8)))
case("resize_4ch", lambda: ck(V.Resize((3, 3))(np.dstack([U3, U1]))))
case("resize_f64", lambda: ck(V.Resize((3, 3))(F3.astype(np.float64))))
case("resize_f16", lambda: ck(V.Resize((3, 3))(F3.astype(np.float16))))
case("resize_i32", lambda: ck(V.Resize((3, 3))(U3.astype(np.int32))))
case("resize_bool", lambda: ck(V.Resize((3, 3))(U3 > 100)))
case("gaussblur_f64", lambda: ck(V.GaussianBlur(3)(F3.astype(np.float64))))
case("resize_list_input", lambda: V.Resize(2)(U3.tolist()))
