"""A list of nothing but Parameters is a tuple in MindSpore 2.10's graph code only where a name or a Cell attribute
resolves to it (``self.w``, ``getattr(self, 'w')``, a global: lead47/param_list_attr); the same list held inside a
container attribute (``self.d['params']``, ``self.d.get('params')``, ``self.dd['b']['params']``, ``self.l[0]``,
``self.t[0]``) or by a plain Python object's attribute (``self.h.ps``) stays a list (measured, both returned and by
``isinstance``).  msgraph (since session 47's lead47 change) made all of them tuples in Graph mode: SILENT structure,
st compiler/fallback test_graph_fallback_runtime_dict test_nested_dict_with_parameter_constant1/2 (``out1 ==
[net.x, net.y]``) passed in session 46 and failed since (a regression found by rr51c)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor
from _conf import emit

GL = [Parameter(Tensor(np.array([5], np.int64)), name="g1"), Parameter(Tensor(np.array([6], np.int64)), name="g2")]


class Holder:
    def __init__(self, ps):
        self.ps = ps


class Net(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k
        self.x = Parameter(Tensor(np.array([1], np.int64)), name="input_x")
        self.y = Parameter(Tensor(np.array([2], np.int64)), name="input_y")
        self.d = {'params': [self.x, self.y], 'a': 1}
        self.dd = {'b': {'params': [self.x, self.y], 'a': 2}}
        self.l = [[self.x, self.y], 1]
        self.t = ([self.x, self.y],)
        self.w = [self.x, self.y]
        self.h = Holder([self.x, self.y])

    def construct(self):
        k = self.k
        if k == "dict_item":
            return self.d['params']
        if k == "dict_get":
            return self.d.get('params')
        if k == "nested_dict_item":
            return self.dd['b']['params']
        if k == "list_item":
            return self.l[0]
        if k == "list_item_neg":
            return self.l[-2]
        if k == "tuple_item":
            return self.t[0]
        if k == "object_attr":
            return self.h.ps
        if k == "isinstance_dict_item":
            return isinstance(self.d['params'], list), isinstance(self.d['params'], tuple)
        if k == "whole_dict":
            return self.d
        if k == "cell_attr":
            return self.w
        if k == "getattr_cell":
            return getattr(self, 'w')
        if k == "global":
            return GL
        if k == "cell_attr_slice":
            return self.w[0:2]
        return None


def shape_of(v):
    if isinstance(v, (list, tuple)):
        return [type(v).__name__, [shape_of(e) for e in v]]
    if isinstance(v, dict):
        return ["dict", {a: shape_of(b) for a, b in v.items()}]
    if isinstance(v, ms.Tensor):
        return v.asnumpy().tolist()
    return v


for case in ("dict_item", "dict_get", "nested_dict_item", "list_item", "list_item_neg", "tuple_item", "object_attr",
             "isinstance_dict_item", "whole_dict", "cell_attr", "getattr_cell", "global", "cell_attr_slice"):
    emit(case, shape_of(Net(case)()))

net = Net("dict_item")
emit("equals_param_list", net() == [net.x, net.y])
