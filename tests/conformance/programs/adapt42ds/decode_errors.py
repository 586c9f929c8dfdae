"""vision.Decode of bytes it cannot decode and of arrays of the wrong rank (adapted from
ut/python/dataset/test_decode.py): an eager call checks the rank first (TypeError, also with to_pil=True), bytes
no decoder reads are a RuntimeError "Decode: image decode failed." (a ValueError on the to_pil Python path), in a
map operation both are RuntimeErrors; an empty 1-D array is the executor's "Input Tensor has no data."."""
import io

import numpy as np
from PIL import Image

import mindspore.dataset as ds
import mindspore.dataset.vision as V
from _conf import emit, emit_error

MODES = ("pynative",)

buf = io.BytesIO()
Image.fromarray((np.arange(3 * 4 * 3).reshape(3, 4, 3) * 9 % 256).astype(np.uint8)).save(buf, format="PNG")
PNG = np.frombuffer(buf.getvalue(), np.uint8)


def mapped(x):
    d = ds.NumpySlicesDataset({"a": [x]}, shuffle=False).map(V.Decode(), "a")
    return [r[0] for r in d.create_tuple_iterator(output_numpy=True)]


emit("decode_png", V.Decode()(PNG))
emit_error("decode_garbage", lambda: V.Decode()(np.array([1, 2, 3], np.uint8)))
emit_error("decode_truncated", lambda: V.Decode()(PNG[:30]))
emit_error("decode_int32_values", lambda: V.Decode()(PNG.astype(np.int32)))
emit_error("decode_garbage_to_pil", lambda: V.Decode(to_pil=True)(np.array([1, 2, 3], np.uint8)))
emit_error("decode_2d", lambda: V.Decode()(np.zeros((2, 2), np.uint8)))
emit_error("decode_0d", lambda: V.Decode()(np.array(3, np.uint8)))
emit_error("decode_2d_to_pil", lambda: V.Decode(to_pil=True)(np.zeros((2, 2), np.uint8)))
emit_error("decode_empty", lambda: V.Decode()(np.zeros((0,), np.uint8)))
emit("map_decode_png", mapped(PNG))
emit_error("map_decode_garbage", lambda: mapped(np.array([1, 2, 3], np.uint8)))
emit_error("map_decode_2d", lambda: mapped(np.zeros((2, 2), np.uint8)))
