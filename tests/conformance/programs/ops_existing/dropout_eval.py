"""Dropout in evaluation (identity), keep_prob/p arguments, ops.dropout with training=False."""
import numpy as np
from mindspore import Tensor, ops, nn
from _opsx_util import check

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


def f_drop(a):
    return ops.dropout(a, p=0.5, training=False)


def f_drop_p0(a):
    return ops.dropout(a, p=0.0)


d = nn.Dropout(keep_prob=0.6)
d.set_train(False)
check("nn_Dropout_eval_keep_prob", d, x, grad=True)
d2 = nn.Dropout(p=0.3)
d2.set_train(False)
check("nn_Dropout_eval_p", d2, x)
d3 = nn.Dropout(p=0.0)
d3.set_train(True)
check("nn_Dropout_train_p0", d3, x)
check("ops_dropout_not_training", f_drop, x)
check("ops_dropout_p0", f_drop_p0, x)
