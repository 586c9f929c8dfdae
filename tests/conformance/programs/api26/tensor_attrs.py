"""Tensor.data (a view: writes through it reach the Tensor; assigning replaces the data), requires_grad_,
init / init_flag / is_init, is_pinned / is_shared / is_meta, storage(), random_categorical (deterministic
logits), to_dlpack / from_dlpack (ms., ms.utils. and Tensor. forms; a capsule is consumed once)."""
import numpy as np
import mindspore as ms
from mindspore.common.initializer import One
from _conf import emit
from _api26_util import call

MODES = ("pynative",)
x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
d = x.data
d[0, 0] = 9.
emit("data_write_seen", [x, d is x, str(d.dtype)])
x2 = ms.Tensor([1., 2.])
x2.data = ms.Tensor([5., 6., 7.])
emit("data_assign", x2)
st = x.storage()
emit("storage", [st.size(), st.nbytes(), st.element_size(), str(st.dtype), st.device, st.is_shared()])
emit("storage_int8", [ms.Tensor([1, 2], ms.int8).storage().size(), str(ms.Tensor([True]).storage().dtype)])
t = ms.Tensor(shape=(2,), dtype=ms.float32, init=One())
emit("init_pending", [type(t.init).__name__, t.init_flag, t.is_init()])
t.init_data()
emit("init_done", [t.init, t.init_flag])
p = ms.Parameter(ms.Tensor([1.]), name="p")
emit("param_requires_grad_false", [p.requires_grad_(False), p.requires_grad])
emit("param_requires_grad_true", [p.requires_grad_(), p.requires_grad])
emit("tensor_requires_grad_", [x.requires_grad_(), hasattr(x, "requires_grad")])
emit("flags", [x.is_shared(), x.is_meta, x.is_pinned(), x.init, x.init_flag, x.is_init()])
c = x.to_dlpack()
emit("dlpack_roundtrip", ms.from_dlpack(c))
call("dlpack_consumed", ms.from_dlpack, c)
call("dlpack_not_capsule", ms.Tensor.from_dlpack, np.arange(3))
emit("dlpack_int16", ms.Tensor.from_dlpack(ms.to_dlpack(ms.Tensor([1, 2], ms.int16))))
emit("dlpack_utils", ms.utils.dlpack.from_dlpack(ms.utils.to_dlpack(ms.Tensor([[1.5, 2.5]], ms.float64))))
call("dlpack_bool", ms.to_dlpack, ms.Tensor([[True, False]]))
logits = ms.Tensor(np.log(np.array([[0.0, 1.0], [1.0, 0.0]]) + 1e-30).astype(np.float32))
emit("random_categorical_onehot", logits.random_categorical(3, seed=1))
t = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
s = ms.Tensor([1., 2.])
r = t.set_(s)
emit("set_", [r is t, t.shape, t, r])
s[0] = 7.
emit("set_source_write", [t, r])
t[1] = 5.
emit("set_self_write", [s, r])
r[0] = 3.
emit("set_result_write", [s, t])
call("set_dtype", t.set_, ms.Tensor([1, 2]))
call("set_int", t.set_, 1)
u = ms.Tensor([[1., 2.], [3., 4.]])
u.set_(ms.Tensor([9.]))
emit("set_shape", [u.shape, u])
z = ms.Tensor([1., 2.])
emit("data_sync", [z.data_sync(), z.data_sync(True), z.init_finished])
emit("set_init_flag", [z.init_flag, z.set_init_flag(True), z.init_flag])
emit("param_info", [ms.Tensor([1.]).param_info, ms.Parameter(ms.Tensor([1.]), name="w").param_info.name])
