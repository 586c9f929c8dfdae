"""graph_semantics_sweep (gss27): a Graph-mode Cell returning a Parameter it only reads gives the Parameter itself
(``return self.w``), but inside a returned tuple, list or dict MindSpore 2.10 gives a plain Tensor; msgraph returned
the Parameter there too."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from _conf import emit

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


class Net(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name='w')
        self.kind = kind

    def construct(self, x):
        if self.kind == 0:
            return self.w
        if self.kind == 1:
            return self.w, x
        if self.kind == 2:
            return [self.w, self.w]
        if self.kind == 3:
            return {'w': self.w}
        return ((self.w,), x * 2)


for k, name in enumerate(("bare", "tuple", "list", "dict", "nested")):
    r = Net(k)(X)
    emit(name + "_is_parameter", [isinstance(v, Parameter) for v in
                                  ((r,) if k == 0 else r.values() if k == 3 else (r[0][0],) if k == 4 else r)])
    emit(name, r)
