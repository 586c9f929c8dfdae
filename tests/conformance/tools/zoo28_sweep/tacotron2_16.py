import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
sys.argv = sys.argv[:1]; sys.path.append(os.environ.get("ZOO_STUBS", os.path.join(os.path.dirname(os.path.abspath(__file__)), "stubs")))
from _drv import *
import mindspore.nn as nn
from mindspore import Tensor, dtype as mstype
from src.hparams import hparams as hps
FP16 = True
for k, v in dict(num_mels=4, n_frames_per_step=2, symbols_embedding_dim=512, encoder_embedding_dim=512,
                 decoder_rnn_dim=8, prenet_dim=8, attention_rnn_dim=8, attention_dim=8, attention_location_n_filters=4,
                 attention_location_kernel_size=3, postnet_embedding_dim=8, batch_size=2, max_text_len=6,
                 fp16_flag=FP16, n_symbols=20, p_attention_dropout=0.0, p_decoder_dropout=0.0).items():
    setattr(hps, k, v)
from src.tacotron2 import Tacotron2, Tacotron2Loss, NetWithLossClass
from src.callback import get_lr
from mindspore.nn.optim import Adam

def no_dropout(net):
    for _, c in net.cells_and_names():
        if isinstance(c, nn.Dropout):
            c.set_train(False)

net = Tacotron2()
names = set_weights(net, 0.5)
out("names", names)
B, TL, T = 2, 6, 8
text = np.array([[3, 5, 7, 2, 9, 1], [4, 4, 8, 11, 1, 1]], np.int32)
ilen = np.array([6, 4], np.int32)
mel = data(B, 4, T) * 0.5
gate = np.zeros((B, T), np.float32); gate[0, 7:] = 1; gate[1, 5:] = 1
tmask = np.array([[1] * 6, [1] * 4 + [0] * 2], bool)
mmask = np.zeros((B, 4, T), bool); mmask[0] = True; mmask[1, :, :6] = True
rmask = np.repeat(tmask[:, :, None], 512, 2)
loss_fn = Tacotron2Loss()
loss_net = NetWithLossClass(net, loss_fn)
loss_net.to_float(mstype.float16)
args = [Tensor(text), Tensor(ilen), Tensor(mel), Tensor(tmask), Tensor(mmask), Tensor(rmask)]
net.set_train(True); no_dropout(net)
o = net(*args)
out("train", o)
largs = [Tensor(text), Tensor(ilen), Tensor(mel), Tensor(gate), Tensor(tmask), Tensor(mmask), Tensor(rmask)]
out("loss", loss_net(*largs))
lr = get_lr(0.002, 2, 2, 2)
out("lr", lr)
opt = Adam(params=net.trainable_params(), learning_rate=Tensor(lr))
step = nn.TrainOneStepCell(loss_net, opt)
step.set_train(); no_dropout(step)
ls = [step(*largs) for _ in range(3)]
out("losses", ls)
weights("weights", net)
