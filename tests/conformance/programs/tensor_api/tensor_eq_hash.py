"""Tensor equality, hashing, identity and membership."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

a = Tensor(np.array([1.0, 2.0], np.float32))
b = Tensor(np.array([1.0, 3.0], np.float32))
emit("eq", a == b)
emit("ne", a != b)
emit("eq_scalar", a == 1.0)
emit("eq_none", a == None)  # noqa: E711
emit("ne_none", a != None)  # noqa: E711
emit("is_none", a is None)
emit("hash_differs", hash(a) != hash(b))
emit("in_list_same", a in [a])
emit_error("in_list_other", lambda: a in [b])
emit("scalar_in_list", Tensor(1.0) in [Tensor(1.0)])
emit("dict_keys", len({a: 1, b: 2}))
emit("id_eq", (a is a, a is b))
emit_error("eq_list", lambda: type(a == [1.0, 2.0]).__name__)
emit("all", (a == a).all())
emit("any", (a == b).any())
emit("eq_int_float", Tensor(np.array([1, 2], np.int32)) == Tensor(np.array([1.0, 2.5], np.float32)))
