"""mindspore.common.initializer as MindSpore 2.10 (found by tools/sweep6.py, family init): Identity, Dirac, Orthogonal,
Sparse and VarianceScaling exist (and by name); Xavier/He/VarianceScaling need >= 2 dimensions (ValueError); every
dimension of the shape must be a positive int (ValueError: an empty shape is refused); the init must be a Tensor, a
number (a bool too), a name or an Initializer (a numpy array is a TypeError); the dtype a MindSpore dtype (TypeError);
a Tensor init is returned itself; the result has_init until init_data(), and init_data() of a plain or already
initialised Tensor is a TypeError.  Random values are compared through their shape, dtype and bounds only."""
import math
import numpy as np
import mindspore as ms
from mindspore import Parameter
from mindspore.common import initializer as init
from _conf import emit, emit_error

MODES = ("pynative",)


def data(t):
    return t.init_data()


emit("identity", data(init.initializer(init.Identity(), (3, 4), ms.float32)))
emit("identity_int", data(init.initializer('identity', (4, 3), ms.int32)))
emit("dirac3", data(init.initializer(init.Dirac(), (4, 2, 3), ms.float32)))
emit("dirac4_groups", data(init.initializer(init.Dirac(2), (4, 2, 3, 3), ms.float32)))
emit("dirac5", data(init.initializer('dirac', (3, 3, 3, 3, 3), ms.float16)))
for shape in ((4, 6), (6, 4), (4, 2, 3)):
    a = data(init.initializer(init.Orthogonal(2.0), shape, ms.float32)).asnumpy().reshape(shape[0], -1)
    g = a @ a.T if a.shape[0] <= a.shape[1] else a.T @ a
    emit(f"orthogonal_{shape}", [a.shape, np.round(g, 4)], atol=1e-4)
a = data(init.initializer(init.Sparse(0.5, 0.1), (4, 6), ms.float32)).asnumpy()
emit("sparse_zeros_per_column", [(a == 0).sum(0).tolist(), a.dtype.name])
for dist, mode, shape in (("uniform", "fan_out", (64, 100)), ("untruncated_normal", "fan_avg", (32, 16, 3, 3)),
                          ("truncated_normal", "fan_in", (8, 3, 5))):
    t = data(init.initializer(init.VarianceScaling(3.0, mode, dist), shape, ms.float32))
    emit(f"variance_scaling_{dist}", [str(t.dtype), t.shape, bool(np.isfinite(t.asnumpy()).all())])
fi, fo = 100, 64
t = data(init.initializer(init.VarianceScaling(3.0, 'fan_out', 'uniform'), (64, 100), ms.float32))
emit("variance_scaling_bound", bool(np.abs(t.asnumpy()).max() <= math.sqrt(9.0 / fo) * 1.0001))
for name in ("'xavier_uniform'", "'he_normal'", "init.HeUniform(math.sqrt(5))", "init.XavierNormal()",
             "init.VarianceScaling()", "init.Orthogonal()", "init.Identity()", "init.Sparse(0.5)"):
    emit_error(f"fans_1d[{name}]", lambda: data(init.initializer(eval(name), (5,), ms.float32)))
    emit_error(f"fans_0d[{name}]", lambda: data(init.initializer(eval(name), (), ms.float32)))
emit_error("dirac_2d", lambda: data(init.initializer(init.Dirac(), (4, 3), ms.float32)))
emit_error("dirac_groups", lambda: data(init.initializer(init.Dirac(3), (4, 2, 3), ms.float32)))
emit_error("identity_3d", lambda: data(init.initializer('identity', (2, 3, 4), ms.float32)))
emit_error("variance_scale0", init.VarianceScaling, 0.0)
emit_error("variance_mode", init.VarianceScaling, 1.0, 'fan')
emit_error("variance_distribution", init.VarianceScaling, 1.0, 'fan_in', 'normal')
emit_error("empty_shape", lambda: init.initializer('ones', (0, 3), ms.float32))
emit_error("empty_shape_normal", lambda: init.initializer(init.Normal(), (2, 0), ms.float32))
emit_error("negative_shape", lambda: init.initializer('zeros', (2, -3), ms.float32))
emit_error("float_shape", lambda: init.initializer('ones', (2.0, 3), ms.float32))
emit_error("numpy_init", lambda: init.initializer(np.ones((2, 3)), (2, 3), ms.float32))
emit_error("str_dtype", lambda: init.initializer('ones', (2, 3), 'float32'))
emit_error("unknown_name", lambda: init.initializer('unknown_init', (2, 3), ms.float32))
emit_error("truncated_normal_name", lambda: init.initializer('truncated_normal', (2, 3), ms.float32))
emit_error("constant_name", lambda: init.initializer('constant', (2, 3), ms.float32))
emit_error("shape_none", lambda: init.initializer("ones", None, ms.float32))
emit_error("tensor_shape_mismatch", lambda: init.initializer(ms.Tensor([1.0, 2.0]), (3,), ms.float32))
emit("bool_init", data(init.initializer(True, [2], ms.float32)))
emit("int_shape", data(init.initializer('ones', 3, ms.int32)))
emit("names", [data(init.initializer(n, (2,), ms.float32)) for n in ("zero", "one", "Zeros", "ONES")])
emit("random_names", [data(init.initializer(n, (3, 2), ms.float32)).shape
                      for n in ("xaviernormal", "heuniform", "henormal", "variancescaling", "orthogonal", "truncatednormal")])
src = ms.Tensor(np.arange(6).reshape(2, 3), ms.int32)
same = init.initializer(src, (2, 3), ms.float16)
emit("tensor_init_is_itself", [same is src, same])
emit("has_init", [init.initializer('ones', (2,), ms.int32).has_init, ms.Tensor([1.0]).has_init])
emit_error("init_data_plain", lambda: ms.Tensor([1.0]).init_data())
emit_error("init_data_twice", lambda: init.initializer(init.One(), (2,), ms.float32).init_data().init_data())
emit_error("init_data_tensor_init", lambda: init.initializer(src, (2, 3), ms.float32).init_data())
emit("parameter_init_data", Parameter(ms.Tensor([1.0]), name="p").init_data())
emit("parameter_of_initializer", Parameter(init.initializer(init.Identity(), (2, 2), ms.float32), name="w"))
