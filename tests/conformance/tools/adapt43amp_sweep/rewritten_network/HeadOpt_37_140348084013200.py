import sys
import mindspore
from mindspore import nn
from mindspore.nn import Cell
from mindspore.ops import functional as F
#
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')
from mindspore.nn.cell import Cell
from normalization import LayerNorm

class LayerNormOpt_1(LayerNorm, Cell):

    def __init__(self, obj):
        Cell.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)

    def construct(self, input_x):
        astype_var_1 = self.beta.astype(input_x.dtype)
        astype_var = self.gamma.astype(input_x.dtype)
        y, _, _ = self.layer_norm(input_x, astype_var, astype_var_1)
        return y

    def extend_repr(self):
        return 'normalized_shape={}, begin_norm_axis={}, begin_params_axis={}, gamma{}, beta={}'.format(self.normalized_shape, self.begin_norm_axis, self.begin_params_axis, self.gamma, self.beta)
#
sys.path.insert(0, '/work/wt-adapt43amp/tests/conformance/tools/adapt43amp_sweep')
Head = getattr(sys.modules['__main__'], 'Head')

class HeadOpt_37(Head, nn.Cell):

    def __init__(self, obj):
        nn.Cell.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)
        self.body = LayerNormOpt_1(self.body)

    def construct(self, x, y):
        out = self.body(x)
        compare_var = self.loss is None
        if compare_var:
            return out
        loss_var = self.loss(out, y)
        return loss_var
#