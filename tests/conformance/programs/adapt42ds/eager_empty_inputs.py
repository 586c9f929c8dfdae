"""A transform called eagerly on an empty array (adapted from ut/python/dataset/test_rescale_op.py,
test_type_cast_op.py, test_compose.py, test_random_apply.py): MindSpore's eager executor refuses it before the
transform runs -- RuntimeError "Input Tensor has no data." -- for every C++ transform (vision, transforms, text,
audio) and for Compose / RandomApply / RandomChoice / RandomOrder holding them or Python functions; the Python-only
ToPIL takes it.  In a map operation the same empty row goes through TypeCast."""
import numpy as np

import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.audio as A
import mindspore.dataset.text as TX
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as V
from _conf import emit, emit_error

MODES = ("pynative",)

E = np.zeros((0, 3), np.float32)
emit_error("rescale_empty", lambda: V.Rescale(1 / 255.0, 0.0)(E))
emit_error("normalize_empty", lambda: V.Normalize([1.0], [2.0])(np.zeros((0, 3, 1), np.uint8)))
emit_error("hwc2chw_empty", lambda: V.HWC2CHW()(np.zeros((0, 3, 1), np.uint8)))
emit_error("hflip_empty", lambda: V.HorizontalFlip()(np.zeros((0, 3, 1), np.uint8)))
emit_error("resize_empty", lambda: V.Resize(3)(np.zeros((0, 4, 3), np.uint8)))
emit_error("totype_empty", lambda: V.ToType(np.int32)(E))
emit_error("typecast_empty", lambda: T.TypeCast(ms.int32)(E))
emit_error("typecast_empty_list", lambda: T.TypeCast(ms.int32)([]))
emit_error("onehot_empty", lambda: T.OneHot(3)(np.zeros((0,), np.int32)))
emit_error("duplicate_empty", lambda: T.Duplicate()(E))
emit_error("padend_empty", lambda: T.PadEnd([2, 3])(E))
emit_error("concatenate_second_empty", lambda: T.Concatenate()(np.array([1.0], np.float32), np.zeros((0,), np.float32)))
emit_error("unique_empty", lambda: T.Unique()(np.zeros((0,), np.int32)))
emit_error("compose_empty", lambda: T.Compose([V.Rescale(2.0, 0), V.Rescale(1.0, 0)])(E))
emit_error("compose_pyfunc_empty", lambda: T.Compose([lambda x: x])(E))
emit_error("random_apply_empty", lambda: T.RandomApply([V.Rescale(2.0, 0)], 1.0)(E))
emit_error("random_choice_empty", lambda: T.RandomChoice([V.Rescale(2.0, 0)])(E))
emit_error("random_order_empty", lambda: T.RandomOrder([V.Rescale(2.0, 0)])(E))
emit_error("text_truncate_empty", lambda: TX.Truncate(2)(np.array([], dtype=np.int32)))
emit_error("text_tonumber_empty", lambda: TX.ToNumber(ms.int32)(np.array([], dtype=str)))
emit_error("audio_gain_empty", lambda: A.Gain(1.0)(np.zeros((0,), np.float32)))
emit("topil_empty_size", V.ToPIL()(np.zeros((0, 3, 3), np.uint8)).size)
emit("typecast_0d", T.TypeCast(ms.int32)(np.array(2.5, np.float32)))
emit("map_typecast_empty_rows", [r[0] for r in ds.NumpySlicesDataset({"a": np.zeros((2, 0, 3), np.float32)}, shuffle=False)
                                  .map([T.TypeCast(ms.int32)], ["a"]).create_tuple_iterator(output_numpy=True)])
