"""Encrypted checkpoints (``enc_key``/``dec_key``) in MindSpore 2.10's container (msgraph/_crypto.py).

The fixtures were written by MindSpore 2.10 (``save_checkpoint`` of w = arange(12).reshape(3, 4) / 7 float32 and
b = [1, -2, 3] int32 with keys bytes(range(16/24/32))); MindSpore reads files msgraph writes (checked when they were
made: tests/conformance/programs/s20_main/encrypted_checkpoint.py records the behaviour in both libraries)."""
import os
import struct

import numpy as np
import pytest

import msgraph as ms
from msgraph import _crypto as crypto

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")
W = np.arange(12, dtype=np.float32).reshape(3, 4) / 7
B = np.array([1, -2, 3], np.int32)


def _check(params):
    assert sorted(params) == ["b", "w"]
    np.testing.assert_array_equal(params["w"].asnumpy(), W)
    np.testing.assert_array_equal(params["b"].asnumpy(), B)
    assert params["b"].dtype == ms.int32


@pytest.mark.parametrize("name,key,mode", [("gcm", bytes(range(16)), "AES-GCM"),
                                           ("cbc256", bytes(range(32)), "AES-CBC"),
                                           ("gcm_crc", bytes(range(24)), "AES-GCM"),
                                           ("sm4", bytes(range(16)), "SM4-CBC")])
def test_reads_mindspore_encrypted_files(name, key, mode):
    _check(ms.load_checkpoint(os.path.join(HERE, f"mindspore_encrypted_{name}.ckpt"), dec_key=key, dec_mode=mode))


def test_wrong_key_or_mode_is_mindspores_value_error():
    path = os.path.join(HERE, "mindspore_encrypted_gcm.ckpt")
    for kw in (dict(dec_key=bytes(16)), dict(dec_key=bytes(range(16)), dec_mode="AES-CBC")):
        with pytest.raises(ValueError, match="may be encrypted or tempered with"):
            ms.load_checkpoint(path, **kw)
    with pytest.raises(ValueError, match="cannot be parsed"):
        ms.load_checkpoint(path)


@pytest.mark.parametrize("mode,klen", [("AES-GCM", 16), ("AES-GCM", 32), ("AES-CBC", 24), ("SM4-CBC", 16)])
def test_round_trip_and_crc_inside(tmp_path, mode, klen):
    key = os.urandom(klen)
    p = str(tmp_path / "m.ckpt")
    ms.save_checkpoint([{"name": "w", "data": ms.Tensor(W)}, {"name": "b", "data": ms.Tensor(B)}], p,
                       enc_key=key, enc_mode=mode, crc_check=True)
    raw = open(p, "rb").read()
    assert crypto.is_encrypted(raw) and b"crc_num" not in raw   # the crc trailer is inside the encrypted data
    _check(ms.load_checkpoint(p, dec_key=key, dec_mode=mode, crc_check=True))


def test_tampering_is_detected_by_gcm(tmp_path):
    data = crypto.encrypt(b"x" * 100, bytes(16))
    bad = bytearray(data)
    bad[-1] ^= 1
    with pytest.raises(crypto.CryptoError):
        crypto.decrypt(bytes(bad), bytes(16))
    assert crypto.decrypt(data, bytes(16)) == b"x" * 100


def test_aes_and_gcm_known_answers():
    # FIPS-197 appendix C.1 / C.3, and GCM test case 3 of the GCM specification (McGrew & Viega)
    for key, ct in ((bytes(range(16)), "69c4e0d86a7b0430d8cdb78070b4c55a"),
                    (bytes(range(32)), "8ea2b7ca516745bfeafc49904b496089")):
        rk = crypto._expand_key(key)
        block = np.frombuffer(bytes.fromhex("00112233445566778899aabbccddeeff"), np.uint8).reshape(1, 16)
        out = crypto._encrypt_blocks(rk, block)
        assert out.tobytes().hex() == ct
        assert crypto._decrypt_blocks(rk, out).tobytes() == block.tobytes()
    plain = bytes.fromhex("d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
                          "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255")
    # SM4: the example of GB/T 32907 (key = plain text = 0123456789abcdeffedcba9876543210)
    sm4 = crypto._Block("SM4", bytes.fromhex("0123456789abcdeffedcba9876543210"))
    block = np.frombuffer(bytes.fromhex("0123456789abcdeffedcba9876543210"), np.uint8).reshape(1, 16)
    assert sm4.encrypt(block).tobytes().hex() == "681edf34d206965e86b3e94f536e4246"
    assert sm4.decrypt(sm4.encrypt(block)).tobytes() == block.tobytes()
    c, tag = crypto._gcm(crypto._expand_key(bytes.fromhex("feffe9928665731c6d6a8f9467308308")),
                         bytes.fromhex("cafebabefacedbaddecaf888"), plain, decrypt=False)
    assert c.hex().startswith("42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e")
    assert tag.hex() == "4d5c2af327cd64a62cf35abd2ba6fab4"


def test_container_layout_and_blocks():
    data = os.urandom(40)
    enc = crypto.encrypt(data, bytes(16), "AES-GCM", iv=bytes(range(16)))
    magic, = struct.unpack("<I", enc[:4])
    size, iv_len = struct.unpack("<ii", enc[20:28])
    assert magic == crypto.GCM_MAGIC and iv_len == 16 and size == len(enc) - 24
    assert enc[28:44] == bytes(range(16))
    cbc = crypto.encrypt(data, bytes(16), "AES-CBC")
    assert struct.unpack("<I", cbc[:4])[0] == crypto.CBC_MAGIC and crypto.decrypt(cbc, bytes(16), "AES-CBC") == data
    old = crypto.MAX_BLOCK
    try:
        crypto.MAX_BLOCK = 32          # several blocks, each with its own IV
        enc = crypto.encrypt(data, bytes(16))
        assert enc.count(struct.pack("<I", crypto.GCM_MAGIC)) >= 2
        assert crypto.decrypt(enc, bytes(16)) == data
    finally:
        crypto.MAX_BLOCK = old


def test_bad_keys_and_modes(tmp_path):
    net = ms.nn.Dense(2, 2)
    p = str(tmp_path / "x.ckpt")
    with pytest.raises(ValueError, match="Encrypt failed"):
        ms.save_checkpoint(net, p, enc_key=b"123")
    with pytest.raises(ValueError, match="Encrypt failed"):
        ms.save_checkpoint(net, p, enc_key=bytes(16), enc_mode="AES-XYZ")
    with pytest.raises(ValueError, match="Encrypt failed"):
        ms.save_checkpoint(net, p, enc_key=bytes(32), enc_mode="SM4-CBC")
    with pytest.raises(ValueError, match="must be isinstance of"):
        ms.save_checkpoint(net, p, enc_key="1234567890123456")
    assert not os.path.exists(p)
    ms.save_checkpoint(net, p)
    with pytest.raises(ValueError, match="May not have permission"):
        ms.load_checkpoint(p, dec_key=bytes(16))
