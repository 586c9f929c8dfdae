"""Parameter construction, names, repr, data, requires_grad."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from mindspore.common.initializer import initializer, One
from _conf import emit, emit_error

p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")
emit("value", p)
emit("name", p.name)
emit("requires_grad", p.requires_grad)
emit("repr", repr(p))
emit("str", str(p))
emit("type", type(p).__name__)
emit("isinstance_tensor", isinstance(p, Tensor))
emit("dtype", str(p.dtype))
emit("shape", p.shape)
q = Parameter(Tensor(np.zeros((2, 2), np.int32)), name="q", requires_grad=False)
emit("no_grad", q.requires_grad)
emit("repr_no_grad", repr(q))
emit("from_numpy", Parameter(np.array([1, 2], np.int64), name="n"))
emit("from_numpy_dtype", str(Parameter(np.array([1.0], np.float64), name="n64").dtype))
emit("from_int", Parameter(3, name="s"))
emit("from_float", Parameter(2.5, name="f"))
emit("from_init", Parameter(initializer(One(), [2, 3], ms.float32), name="i"))
emit("from_init_repr", repr(Parameter(initializer("zeros", [2], ms.float32), name="z")))
emit("value_method", p.value())
emit("value_type", type(p.value()).__name__)
emit("arith_type", type(p + 1).__name__)
emit("arith", p * 2)
emit("neg_type", type(-p).__name__)
p.requires_grad = False
emit("set_requires_grad", p.requires_grad)
emit("auto_name", Parameter(Tensor([1.0])).name[:9])
emit_error("bad_name", lambda: Parameter(Tensor([1.0]), name=3))
emit_error("bool_param", lambda: Parameter(True, name="b"))
emit("asnumpy", p.asnumpy())
emit("hash_dict", {p: 1}[p])
emit("set_len", len({p, p, q}))
emit("is_init", p.is_init)
emit("param_info_name", p.param_info.name if hasattr(p, "param_info") else "none")
emit("layerwise", p.layerwise_parallel)
