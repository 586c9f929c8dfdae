"""ds.transforms and ds.vision transforms on numpy images (eager and inside map)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Inter
import mindspore.common.dtype as mstype
from _conf import emit

MODES = ("pynative",)

img = (np.arange(6 * 7 * 3) * 7 % 256).astype(np.uint8).reshape(6, 7, 3)
imgf = np.arange(4 * 5 * 3, dtype=np.float32).reshape(4, 5, 3)
emit("rescale", vision.Rescale(1 / 255.0, -0.5)(img), rtol=1e-6)
emit("normalize", vision.Normalize([10.0, 20.0, 30.0], [2.0, 4.0, 5.0])(img), rtol=1e-6)
emit("normalize_chw", vision.Normalize([1.0], [2.0], is_hwc=False)(np.ones((1, 2, 2), np.uint8)))
emit("hwc2chw", vision.HWC2CHW()(img))
emit("resize_down", vision.Resize((3, 4))(img))
emit("resize_down2", vision.Resize((4, 5))(img))
emit("resize_nearest", vision.Resize((4, 5), Inter.NEAREST)(img))
emit("resize_nearest_up", vision.Resize((9, 10), Inter.NEAREST)(img))
emit("resize_int", vision.Resize(3)(img).shape)
emit("resize_bicubic_down", vision.Resize((4, 5), Inter.BICUBIC)(img))
emit("resize_bicubic_up", vision.Resize((9, 13), Inter.BICUBIC)(img))
emit("resize_bicubic_gray", vision.Resize((3, 9), Inter.BICUBIC)(img[..., 0]))
emit("resize_bicubic_float", vision.Resize((5, 9), Inter.BICUBIC)(imgf), rtol=1e-5, atol=1e-4)
emit("resize_float", vision.Resize((3, 7))(imgf), rtol=1e-5, atol=1e-5)
emit("resize_float_up", vision.Resize((8, 9))(imgf), rtol=1e-5, atol=1e-5)
emit("center_crop", vision.CenterCrop(2)(img))
emit("center_crop_hw", vision.CenterCrop((3, 2))(img))
emit("hflip", vision.RandomHorizontalFlip(1.0)(img))
emit("vflip", vision.RandomVerticalFlip(1.0)(img))
emit("no_flip", vision.RandomHorizontalFlip(0.0)(img))
emit("random_crop_full", vision.RandomCrop(6)(np.ones((6, 6, 3), np.uint8)).shape)
emit("to_tensor", vision.ToTensor()(img), rtol=1e-6)
emit("typecast", T.TypeCast(mstype.int32)(np.array([1.7, 2.2])))
emit("typecast_ms", T.TypeCast(ms.float16)(np.array([1, 2])))
emit("onehot", T.OneHot(4)(np.array(2)))
emit("onehot_vec", T.OneHot(4)(np.array([1, 3], np.int32)))
emit("onehot_smooth", T.OneHot(3, 0.1)(np.array(1)), rtol=1e-6)
emit("fill", T.Fill(3)(np.array([1.0, 2.0])))
emit("duplicate", T.Duplicate()(np.array([1.0, 2.0])))
emit("concatenate", T.Concatenate(0, np.array([9.0]), np.array([7.0]))(np.array([1.0, 2.0])))
emit("compose", T.Compose([vision.Rescale(2.0, 1.0), vision.HWC2CHW()])(img))
emit("compose_py", T.Compose([lambda x: x + 1, lambda x: x * 2])(np.array([1, 2])))

images = np.stack([img, img[::-1].copy()])
data = ds.NumpySlicesDataset({"image": images, "label": np.array([1, 3])}, shuffle=False)
data = data.map([vision.Resize((3, 4)), vision.Rescale(1 / 255.0, 0.0), vision.HWC2CHW()], input_columns="image")
data = data.map(T.TypeCast(mstype.int32), input_columns="label")
data = data.map(T.Duplicate(), input_columns="label", output_columns=["label", "label2"])
emit("pipeline_cols", data.get_col_names())
emit("pipeline", [tuple(b) for b in data.batch(2).create_tuple_iterator()], rtol=1e-6)
