# CTCLoss's use is adapted from mindspore-ai/models official/cv/CRNN/src/loss.py (labels padded to
# max_text_length with the blank class, one labels_indices row per padded position):
# Copyright 2021 Huawei Technologies Co., Ltd
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
"""``ops.CTCLoss`` with labels padded by the blank (the last class), as the zoo's CRNN feeds it: MindSpore 2.10's
CPU kernel ends a batch entry's label sequence at the first value outside [0, blank) (the blank, a larger or a
negative value), so a padded label gives the loss of its unpadded prefix; a real label after that end is its
RuntimeError "For 'CTCLoss', the value of labels_values[j] must be in the range of [0, num_classes), but got v"
(j: the position within the entry); labels come in the order labels_values lists them (labels_indices' second
column is not used to sort them); a label sequence longer than the sequence length is a RuntimeError.  msgraph
took the blank as a label (inf for the CRNN batch, whose padded labels need more time steps than it has), sorted by
position and raised ValueError."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn
from mindspore.common import dtype as mstype
from mindspore.ops import operations as P
from _conf import emit_error


class CTCLoss(nn.Cell):
    """The zoo's CTCLoss cell (fixed-length labels, Parameter indices and sequence lengths)."""

    def __init__(self, max_sequence_length, max_label_length, batch_size):
        super(CTCLoss, self).__init__()
        self.sequence_length = Parameter(Tensor(np.array([max_sequence_length] * batch_size), mstype.int32),
                                         name="sequence_length")
        labels_indices = []
        for i in range(batch_size):
            for j in range(max_label_length):
                labels_indices.append([i, j])
        self.labels_indices = Parameter(Tensor(np.array(labels_indices), mstype.int64), name="labels_indices")
        self.reshape = P.Reshape()
        self.ctc_loss = P.CTCLoss(ctc_merge_repeated=True)

    def construct(self, logit, label):
        labels_values = self.reshape(label, (-1,))
        loss, _ = self.ctc_loss(logit, self.labels_indices, labels_values, self.sequence_length)
        return loss


T, B, C = 6, 2, 5
logits = Tensor((np.sin(np.arange(T * B * C) * 0.7) * 2).reshape(T, B, C).astype(np.float32))
label = Tensor(np.array([[0, 1, 4, 4, 4, 4, 4, 4], [2, 2, 3, 4, 4, 4, 4, 4]], np.int32))
emit_error("crnn_loss", lambda: CTCLoss(T, 8, B)(logits, label))
emit_error("crnn_grad", lambda: ms.grad(CTCLoss(T, 8, B))(logits, label))

x = Tensor((np.sin(np.arange(5 * 4) * 0.7) * 2).reshape(5, 1, 4).astype(np.float32))
ctc = P.CTCLoss()


def one(vals, seq=5, op=ctc):
    idx = Tensor(np.array([[0, j] for j in range(len(vals))], np.int64))
    loss, grad = op(x, idx, Tensor(np.array(vals, np.int32)), Tensor(np.array([seq], np.int32)))
    return loss, grad


emit_error("blank_padded", lambda: one([0, 1, 3, 3]))
emit_error("out_of_range_ends", lambda: one([0, 5]))
emit_error("negative_ends", lambda: one([0, -1]))
emit_error("label_after_blank", lambda: one([0, 3, 1]))
emit_error("label_after_two_blanks", lambda: one([0, 3, 3, 1]))
emit_error("blank_first", lambda: one([3, 0]))
emit_error("longer_than_sequence", lambda: one([0, 1, 2, 0, 1, 2]))
emit_error("padded_longer_list_fits", lambda: one([0, 1, 2, 0, 1, 3, 3]))
emit_error("collapse_then_pad", lambda: one([0, 0, 1, 3], op=P.CTCLoss(preprocess_collapse_repeated=True)))
emit_error("no_merge_padded", lambda: one([0, 1, 3, 3], op=P.CTCLoss(ctc_merge_repeated=False)))

x2 = Tensor((np.sin(np.arange(5 * 2 * 4) * 0.7) * 2).reshape(5, 2, 4).astype(np.float32))
emit_error("listed_order_not_sorted", lambda: P.CTCLoss()(
    x2, Tensor(np.array([[0, 1], [0, 0], [1, 0], [1, 1], [1, 2]], np.int64)), Tensor(np.array([1, 0, 2, 0, 1], np.int32)),
    Tensor(np.array([5, 5], np.int32)))[0])
emit_error("second_entry_error_index", lambda: P.CTCLoss()(
    x2, Tensor(np.array([[0, 0], [0, 1], [1, 0], [1, 1], [1, 2]], np.int64)), Tensor(np.array([0, 1, 2, 3, 1], np.int32)),
    Tensor(np.array([5, 5], np.int32)))[0])
