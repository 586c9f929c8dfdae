"""ParameterTuple: from generators, indexing, slicing, iteration, membership, in a Cell attribute."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn
from _conf import emit, emit_error

net = nn.Dense(2, 3)
pt = ParameterTuple(net.get_parameters())
emit("len", len(pt))
emit("names", [p.name for p in pt])
emit("slice_type", type(pt[0:1]).__name__)
emit("is_tuple", isinstance(pt, tuple))
emit("shapes", [p.shape for p in pt])


class Holder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.params = ParameterTuple((Parameter(Tensor(np.ones(2, np.float32)), name="x0"),
                                      Parameter(Tensor(np.zeros(2, np.float32)), name="x1")))

    def construct(self, x):
        return x + self.params[0] + self.params[1]


h = Holder()
emit("holder_names", [p.name for p in h.get_parameters()])
emit("holder_call", h(Tensor(np.array([1.0, 2.0], np.float32))))
emit_error("empty_clone", lambda: len(ParameterTuple(()).clone(prefix="p")))
