# TempLoss is adapted from mindspore-ai/models official/cv/Unet/src/utils.py:
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
"""``ops.operations.identity`` (MindSpore's deprecated lower-case primitive, "use nn.Identity"): the zoo's UNet
eval loss ``TempLoss`` builds one (``from mindspore.ops import operations as ops; ops.identity()``) and returns its
input through it.  It returns its argument itself (any value), has the attribute side_effect_propagate=1, and a
gradient passes through it.  msgraph had no ``identity`` in ``ops.operations`` (AttributeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as ops
from _conf import emit, emit_error


class TempLoss(nn.Cell):
    """A temp loss cell."""

    def __init__(self):
        super(TempLoss, self).__init__()
        self.identity = ops.identity()

    def construct(self, logits, label):
        return self.identity(logits)


class Scaled(nn.Cell):
    def __init__(self):
        super().__init__()
        self.loss = TempLoss()

    def construct(self, x):
        return self.loss(x * 2.0, x).sum()


x = Tensor(np.array([[1.0, -2.0], [0.5, 3.0]], np.float32))
emit_error("prim", lambda: [str(ops.identity()), ops.identity().name,
                            ops.identity().attrs.get("side_effect_propagate")])
emit_error("call_values", lambda: [ops.identity()(x) is x, ops.identity()(3), ops.identity()((1, 2))])
emit_error("temp_loss", lambda: TempLoss()(x, x))
emit_error("grad", lambda: ms.grad(Scaled())(x))
