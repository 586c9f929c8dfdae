"""Adapted from ut graph_syntax/python_builtin_functions/test_super.py test_single_super / test_mul_super:
``super().x`` (or ``super(Cls, self).x``) of an instance attribute is an AttributeError in MindSpore 2.10's
Graph mode, as in Python; msgraph read the instance attribute.  Methods and class attributes through super()
still work."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

MODES = ("graph",)


class Father(nn.Cell):
    cls_attr = 7

    def __init__(self, x):
        super().__init__()
        self.x = x

    def construct(self, x):
        return self.x * x

    def helper(self, x):
        return self.x + x


class NoArg(Father):
    def construct(self, x):
        return super().x


class TwoArg(Father):
    def construct(self, x):
        return super(TwoArg, self).x


class Training(Father):
    def construct(self, x):
        return super().training


class Methods(Father):
    def construct(self, x):
        return super().construct(x), super(Methods, self).helper(x), super().cls_attr


t = Tensor(np.ones([2], np.float32))
emit_error("noarg_instance_attr", NoArg(2), t)
emit_error("twoarg_instance_attr", TwoArg(2), t)
emit_error("training_flag", Training(2), t)
emit("methods_and_class_attr", Methods(2)(t))
