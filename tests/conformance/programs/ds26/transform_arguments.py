"""Transform construction and eager calls (adapted from ut/python/dataset/test_type_cast.py
test_type_cast_err_missing_arg/invalid_arg, test_one_hot.py, test_compose.py test_compose_mix_ctrans_pytrans):
MindSpore binds constructor arguments first ("missing a required argument: 'data_type'"), OneHot drops size-1
dimensions before its rank check (with its own messages), and an eager Compose holding a transform MindSpore runs
only in Python (ToPIL, Decode(to_pil=True), RandomGrayscale, ...) returns a tuple.  msgraph raised Python's call
errors, refused [[3]] labels, and returned the bare result."""
import numpy as np

import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Inter
from _conf import emit
from _ds26_util import err

MODES = ("pynative",)

err("typecast_missing", lambda: T.TypeCast())
err("typecast_wrong_keyword", lambda: T.TypeCast(output_type="float32"))
err("onehot_missing", lambda: T.OneHot())
err("resize_too_many", lambda: vision.Resize(3, Inter.LINEAR, 5))
err("normalize_missing_std", lambda: vision.Normalize(mean=[1.0]))
err("fill_missing", lambda: T.Fill())
err("to_tensor_unknown_keyword", lambda: vision.ToTensor(foo=1))
err("compose_missing", lambda: T.Compose())

for shape in [(1,), (3,), (1, 1), (3, 1), (1, 3), (2, 1, 1)]:
    label = (np.arange(int(np.prod(shape))).reshape(shape) % 5).astype(np.int32)
    out = T.OneHot(5)(label)
    emit(f"onehot_{'x'.join(map(str, shape))}", (list(out.shape), str(out.dtype), out.tolist()))
err("onehot_rank2", lambda: T.OneHot(5)(np.arange(4).reshape(2, 2)))
err("onehot_float", lambda: T.OneHot(5)(np.array([1.5])))
err("onehot_bool", lambda: T.OneHot(5)(np.array([True])))

image = np.arange(4 * 6 * 3, dtype=np.uint8).reshape(4, 6, 3)


def kind(r):
    if isinstance(r, tuple):
        return ["tuple", len(r), type(r[0]).__name__]
    return [type(r).__name__]


err("compose_to_pil", lambda: kind(T.Compose([vision.ToPIL()])(image)))
err("compose_to_pil_grayscale", lambda: kind(T.Compose([vision.ToPIL(), vision.RandomGrayscale(prob=0.0)])(image)))
err("compose_numpy_ops", lambda: kind(T.Compose([vision.Resize(2), vision.HWC2CHW()])(image)))
err("compose_to_pil_to_tensor", lambda: kind(T.Compose([vision.ToPIL(), vision.ToTensor()])(image)))
err("compose_functions", lambda: kind(T.Compose([lambda x: x, lambda x: x + 1])(np.arange(3))))
err("compose_antialias_resize", lambda: kind(T.Compose([vision.Resize(2, Inter.ANTIALIAS)])(vision.ToPIL()(image))))
err("compose_bilinear_resize_pil", lambda: kind(T.Compose([vision.Resize(2)])(vision.ToPIL()(image))))
err("compose_nested_apply", lambda: kind(T.Compose([T.RandomApply([vision.ToPIL()], prob=1.0)])(image)))
err("compose_two_outputs", lambda: kind(T.Compose([lambda x: (x, x)])(np.arange(3))))

for name, value, shape in [("scalar", np.array(4), [3]), ("scalar_empty_shape", np.array(4), []),
                           ("vector", np.array([4, 5]), [3]), ("vector_empty_shape", np.array([4, 5]), []),
                           ("string_scalar", np.array("ab"), [3]), ("string_scalar_empty", np.array("ab"), [])]:
    err(f"pad_end_{name}", lambda: T.PadEnd(shape, pad_value=0)(value).tolist())

import mindspore as ms  # noqa: E402

for op in (vision.HWC2CHW(), vision.RandomCrop(4), vision.Invert(), vision.Pad(1), vision.RandomHorizontalFlip(),
           vision.Decode(), vision.Rescale(1.0, 0.0)):
    for kind_name, value in (("list", image.tolist()), ("tensor", ms.Tensor(image)), ("int", 3)):
        err(f"input_{type(op).__name__}_{kind_name}", lambda: op(value).shape)

for name, make in (("resize_zero", lambda: vision.Resize(0)), ("resize_pair_zero", lambda: vision.Resize([0, 3])),
                   ("resize_three", lambda: vision.Resize([1, 2, 3])), ("resize_float_dim", lambda: vision.Resize([1.5, 2])),
                   ("resize_str", lambda: vision.Resize("a")), ("resize_huge", lambda: vision.Resize(2 ** 25)),
                   ("center_crop_pair_zero", lambda: vision.CenterCrop([3, 0])),
                   ("random_crop_three", lambda: vision.RandomCrop([512, 512, 375])),
                   ("random_resized_crop_zero", lambda: vision.RandomResizedCrop(0))):
    err(f"size_{name}", lambda: type(make()).__name__)

from PIL import Image  # noqa: E402

err("compose_function_returns_pil", lambda: kind(T.Compose([lambda x: Image.fromarray(x),
                                                           lambda x: np.array(type(x).__name__)])(image))
    + [str(T.Compose([lambda x: Image.fromarray(x), lambda x: np.array(type(x).__name__)])(image))])

encoded = np.frombuffer(Image.fromarray(image).tobytes(), np.uint8)
for name, value in (("str_array", np.array(["a", "b"])), ("str", "apple.jpg")):
    err(f"decode_{name}", lambda: vision.Decode()(value).shape)
