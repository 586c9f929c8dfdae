# The loss and train-step shapes are adapted from mindspore-ai/models official/nlp/Bert/src/bert_for_pre_training.py
# (BertPretrainingLoss: denominator = reduce_sum(...) + F.tuple_to_array((1e-5,)) makes the loss shape (1,);
# BertTrainOneStepWithLossScaleCell passes its scalar loss-scale Parameter as the sens):
# Copyright 2020 Huawei Technologies Co., Ltd
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
# http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
"""A sens shaped unlike the network's output (``GradOperation(sens_param=True)``).  The zoo's BERT pretraining loss
has shape (1,) and its loss-scale train step passes a scalar sens: MindSpore 2.10's Graph mode broadcasts the
scalar in the output's bprop (the zoo's script runs in Graph mode), PyNative raises RuntimeError "For grad
interface or custom function, grad tensor should be broadcast to expected shape, but got [const vector]{} vs
[const vector]{1}"; any other sens shape for a non-scalar output is PyNative's ValueError "The shape should be
[const vector]{1}, but got [const vector]{2}, ..." while Graph mode reduces it; a scalar output takes any sens
(summed) in both.  msgraph raised IndexError in PyNative and a CompileError in Graph mode for the scalar sens, and
accepted the other shapes in PyNative."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit_error


class Loss(nn.Cell):
    """A (1,)-shaped loss the way BertPretrainingLoss builds it."""

    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")
        self.reduce_sum = ops.ReduceSum()

    def construct(self, x):
        return self.reduce_sum(x * self.w, ()) + ops.tuple_to_array((1e-5,))


class ScalarLoss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")

    def construct(self, x):
        return ops.ReduceSum()(x * self.w, ())


class GradWithSens(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = ms.ParameterTuple(net.trainable_params())
        self.grad = ops.GradOperation(get_by_list=True, sens_param=True)

    def construct(self, x, sens):
        return self.grad(self.net, self.weights)(x, sens)


x = Tensor(np.array([0.5, -1.0, 2.0], np.float32))
for net_name, net in (("loss1", Loss), ("scalar_loss", ScalarLoss)):
    for sens_name, sens in (("sens_scalar", np.float32(4.0)), ("sens_1", np.array([4.0], np.float32)),
                            ("sens_2", np.array([4.0, 1.0], np.float32)),
                            ("sens_1x1", np.array([[4.0]], np.float32)),
                            ("sens_2x3", np.arange(1, 7, dtype=np.float32).reshape(2, 3))):
        label = f"{net_name}_{sens_name}"
        emit_error(label, lambda n=net, s=sens: GradWithSens(n())(x, Tensor(s))[0])

# the zoo's loss-scale step: a scalar float32 Parameter as the sens of a (1,) loss
scale = Parameter(Tensor(65536.0, ms.float32), name="loss_scale")
emit_error("loss1_sens_parameter", lambda: GradWithSens(Loss())(x, scale)[0])
