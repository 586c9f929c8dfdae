"""Parameter's ParamInfo flags (comm_fusion, parallel_optimizer, cache_enable, key, ...), their type checks,
the default_input type check, requires_grad must be a bool, clone keeps the flags, deepcopy does not, and a
ParameterTuple prints as the tuple of its Parameters (tests/st/parameter)."""
import copy
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from _conf import emit, emit_error

p = Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), name="w")
emit("defaults", (p.requires_grad, p.layerwise_parallel, p.parallel_optimizer, p.comm_fusion,
                  p.parallel_optimizer_comm_recompute, p.cache_enable, p.cache_shape, p.key, p.sliced,
                  p.inited_param, p.unique, p.is_in_parallel, p.requires_aggr, p.init_flag))


def setter(name, value):
    def f():
        setattr(p, name, value)
        return getattr(p, name)
    return f


for name, value in (("comm_fusion", 3), ("comm_fusion", -1), ("comm_fusion", 1.5), ("layerwise_parallel", 1),
                    ("parallel_optimizer", 0), ("cache_enable", 1), ("key", 1.0), ("key", 7),
                    ("parallel_optimizer_comm_recompute", 1), ("parallel_optimizer_comm_recompute", True),
                    ("cache_shape", 3), ("cache_shape", [1, 2]), ("unique", 5), ("sliced", True),
                    ("requires_aggr", False), ("requires_grad", None), ("requires_grad", 1)):
    emit_error(f"set_{name}_{value}", setter(name, value))
emit_error("pipeline_stage_negative", p.add_pipeline_stage, -1)
emit_error("pipeline_stage", p.add_pipeline_stage, 2)
for label, arg in (("tuple", (1, 2)), ("np_scalar", np.float16(1.5)), ("np_int", np.int64(1)), ("none", None),
                   ("str", "a"), ("int", 3), ("float", 2.5), ("list", [1.0, 2.0])):
    emit_error("input_" + label, lambda: str(Parameter(arg, name="x")))
emit_error("ctor_layerwise", lambda: Parameter(Tensor(1.0), name="x", layerwise_parallel=1))
emit_error("ctor_parallel_optimizer", lambda: Parameter(Tensor(1.0), name="x", parallel_optimizer=0))
emit_error("ctor_requires_grad", lambda: Parameter(Tensor(1.0), name="x", requires_grad=None))
q = Parameter(Tensor(1.0), name="q", layerwise_parallel=True, parallel_optimizer=False)
q.comm_fusion = 4
c = q.clone()
emit("clone_flags", (c.name, c.layerwise_parallel, c.parallel_optimizer, c.comm_fusion))
d = copy.deepcopy(q)
emit("deepcopy_flags", (d.name, d.layerwise_parallel, d.parallel_optimizer, d.comm_fusion))
pt = ms.ParameterTuple([p, q])
emit("tuple_str", str(pt))
emit("tuple_repr", repr(pt.clone("pre", "zeros")))
emit("tuple_clone_flags", [(x.name, x.parallel_optimizer, x.comm_fusion) for x in pt.clone("c")])
